import { clause, type FilterClause, formatFilter, involvesClause } from '@tender/domain';

/** The manage list's search form (§2 /manage/index): every field optional. */
export interface ProjectSearch {
  readonly projectName?: string;
  readonly projectNum?: string;
  readonly step?: string;
  readonly state?: number;
  /** The creation range, inclusive, as ISO instants (the form sends the user's local day boundaries). */
  readonly createdFrom?: string;
  readonly createdTo?: string;
  /** My projects (§2 /home/project): the user is their manager, assistant or creator. */
  readonly involves?: number;
}

/**
 * The search as the Filter grammar the server whitelists (domain shared/filter.ts): typed text fields
 * match as "contains", the picked step and state exactly, the creation range inclusively. ListProjects appends mode=3 itself (§7).
 */
export function projectSearchFilter(search: ProjectSearch): string | undefined {
  const clauses: FilterClause[] = [];
  const contains = (field: string, value: string | undefined) => {
    const text = value?.trim();
    if (text) clauses.push(clause(field, '~', text));
  };
  contains('projectName', search.projectName);
  contains('projectNum', search.projectNum);
  // A step is picked from a list of whole names: 报名 must not also find 资格预审报名.
  if (search.step) clauses.push(clause('projectFlowName', '=', search.step));
  if (search.state !== undefined) clauses.push(clause('state', '=', search.state));
  if (search.createdFrom) clauses.push(clause('creationTime', '>=', search.createdFrom));
  if (search.createdTo) clauses.push(clause('creationTime', '<=', search.createdTo));
  if (search.involves !== undefined) clauses.push(involvesClause(search.involves));
  return clauses.length > 0 ? formatFilter(clauses) : undefined;
}
