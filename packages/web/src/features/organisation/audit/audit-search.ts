import { AUDIT_PAGE_SIZE, type AuditQuery, auditQuerySchema } from '@tender/domain';

/**
 * The audit trail's filters as the URL holds them, beside the frame's `tab`
 * (`?tab=audit&user=admin&entity=user`), so a shared link or a reload opens the same view. `from` and
 * `to` are business days (YYYY-MM-DD, China time): `from` inclusive, `to` exclusive, as the API takes them.
 */
export interface AuditSearch {
  readonly user?: string;
  readonly entity?: string;
  readonly project?: number;
  readonly from?: string;
  readonly to?: string;
  /** 1-based. */
  readonly page: number;
}

type Filter = Omit<AuditSearch, 'page'>;
const FILTER_KEYS = ['user', 'entity', 'project', 'from', 'to'] as const satisfies readonly (keyof Filter)[];
const PAGE_KEY = 'page';

/** The search's filters in the API's terms, without paging. */
function filterQuery(filter: Filter): AuditQuery {
  const query: AuditQuery = {
    userName: filter.user,
    entity: filter.entity,
    projectId: filter.project,
    from: filter.from,
    to: filter.to,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as AuditQuery;
}

/** Which search key an issue of the domain's query schema is about. */
const SEARCH_KEY_OF: Readonly<Record<string, keyof Filter>> = {
  userName: 'user',
  entity: 'entity',
  projectId: 'project',
  from: 'from',
  to: 'to',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The search a URL names. A value the domain's query schema refuses (a day that does not exist, `to` not
 * after `from`, a project id that is not one) is left out rather than failing the whole page: a
 * hand-edited link still opens the trail, with the filters that make sense.
 */
export function auditSearchOf(params: URLSearchParams): AuditSearch {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const project = text('project');
  let filter: Filter = {
    user: text('user'),
    entity: text('entity'),
    project: project === undefined ? undefined : Number(project),
    // The URL holds days; the schema would also take date-times, which the date picker cannot show.
    from: DATE.test(text('from') ?? '') ? text('from') : undefined,
    to: DATE.test(text('to') ?? '') ? text('to') : undefined,
  };
  // Twice at most: dropping a bad `from` can leave `to` alone and valid.
  for (let round = 0; round < 2; round += 1) {
    const parsed = auditQuerySchema.safeParse(filterQuery(filter));
    if (parsed.success) break;
    const refused = new Set(parsed.error.issues.map((issue) => SEARCH_KEY_OF[String(issue.path[0])]));
    filter = Object.fromEntries(
      Object.entries(filter).filter(([key]) => !refused.has(key as keyof Filter)),
    ) as Filter;
  }
  const page = Number(text(PAGE_KEY));
  return { ...definedOnly(filter), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The page of the trail a search asks for (ListAuditEntries). */
export function auditQueryOf(search: AuditSearch): AuditQuery {
  return {
    ...filterQuery(search),
    MaxResultCount: AUDIT_PAGE_SIZE,
    SkipCount: (search.page - 1) * AUDIT_PAGE_SIZE,
  };
}

/** The entries an export carries: the search's filters, every page. */
export function auditExportQueryOf(search: AuditSearch): AuditQuery {
  return filterQuery(search);
}

/** The URL's query with this search in it; anything else there (the frame's `tab`) stays as it was. */
export function withAuditSearch(params: URLSearchParams, search: AuditSearch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_KEYS, PAGE_KEY]) next.delete(key);
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined && value !== '') next.set(key, String(value));
  }
  if (search.page > 1) next.set(PAGE_KEY, String(search.page));
  return next;
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
