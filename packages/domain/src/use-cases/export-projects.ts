import type { ProjectRepository } from '../ports/project-repository';
import type { ExportedFile } from '../ports/spreadsheet-files';
import type { ProjectExportQuery } from '../projects/project-export';
import { withProjectMode } from './list-projects';

/** Exports the projects of a list's search as a spreadsheet (§2 lists, §6 `project.export`), mode=3 as ever. */
export class ExportProjects {
  constructor(private readonly projects: ProjectRepository) {}

  execute(query: ProjectExportQuery = {}): Promise<ExportedFile> {
    return this.projects.export({ ...query, Filter: withProjectMode(query.Filter) });
  }
}
