import type { ClosingApplication } from '../closing/closing-application';
import type { Project, ProjectInput } from '../projects/project';
import type { ProjectExportQuery } from '../projects/project-export';
import type { Paged, PagedQuery } from '../shared/paging';
import type { ExportedFile } from './spreadsheet-files';

/** A save of a project, optionally with the status change an exception or to-closing makes (§4). */
export type ProjectSave = ProjectInput & {
  state?: number;
  auditState?: string | null;
  projectFlowName?: string | null;
};

/** Projects of the signed-in tenant (§7 Sproject). Filters always include mode=3. */
export interface ProjectRepository {
  getPaged(query: PagedQuery): Promise<Paged<Project>>;
  /** The projects a Filter selects, in its Sorting, as a spreadsheet (§6 `project.export`). */
  export(query: ProjectExportQuery): Promise<ExportedFile>;
  /** The project with its files, bid package groups and notices. */
  getDetail(id: number): Promise<Project>;
  save(project: ProjectSave): Promise<Project>;
  delete(id: number): Promise<void>;
  /**
   * Closes a project awaiting closing with its closing application (auditState 14, closed step name, a
   * flow record), in one step. The rules are SubmitClosingApplication's; the adapter only carries it out.
   */
  submitClosingApplication(application: ClosingApplication): Promise<Project>;
}
export const ProjectRepository = Symbol.for('tender.ProjectRepository');
