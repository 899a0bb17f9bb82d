import type { ProjectRepository } from '../ports/project-repository';
import type { Project } from '../projects/project';
import { PROJECT_MODE } from '../projects/project-state';
import { clause, formatFilter, parseFilter } from '../shared/filter';
import type { Paged, PagedQuery } from '../shared/paging';
import { TABLE_DEFAULT_PAGE_SIZE } from '../shared/paging';

/** The filter with mode=3 appended, replacing any mode clause the caller gave (§7: projects always carry mode 3). */
export function withProjectMode(filter: string | undefined): string {
  const clauses = parseFilter(filter).filter((c) => c.field !== 'mode');
  return formatFilter([...clauses, clause('mode', '=', PROJECT_MODE)]);
}

/** Lists the tenant's projects, a page at a time (§2 /manage/index, §7 Sproject/GetPaged). */
export class ListProjects {
  constructor(private readonly projects: ProjectRepository) {}

  execute(query: PagedQuery = {}): Promise<Paged<Project>> {
    return this.projects.getPaged({
      MaxResultCount: TABLE_DEFAULT_PAGE_SIZE,
      ...query,
      Filter: withProjectMode(query.Filter),
    });
  }
}
