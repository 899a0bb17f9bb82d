import {
  type ClosingApplication,
  type ExportedFile,
  FilterSyntaxError,
  type Paged,
  type PagedQuery,
  PROJECT_MODE,
  type Project,
  type ProjectExportQuery,
  type ProjectRepository,
  type ProjectSave,
  pagedSchema,
  projectSchema,
  ValidationError,
  withProjectMode,
} from '@tender/domain';
import { downloadExport } from './download-export';
import type { HttpClient } from './http-client';

const projectPageSchema = pagedSchema(projectSchema);
const SPROJECT = '/api/services/app/Sproject';

/** The tenant's projects (§7 Projects). Every filter carries mode=3 and every save mode 3 (§3, §9). */
export class HttpProjectRepository implements ProjectRepository {
  constructor(private readonly api: HttpClient) {}

  async getPaged(query: PagedQuery): Promise<Paged<Project>> {
    return this.api.get(`${SPROJECT}/GetPaged`, {
      params: { ...query, Filter: filterWithMode(query.Filter) },
      schema: projectPageSchema,
    });
  }

  export(query: ProjectExportQuery): Promise<ExportedFile> {
    return downloadExport(
      this.api,
      `${SPROJECT}/Export`,
      { ...query, Filter: filterWithMode(query.Filter) },
      'projects',
    );
  }

  async getDetail(id: number): Promise<Project> {
    return this.api.get(`${SPROJECT}/GetSprojectDetail`, {
      params: { id, Filter: filterWithMode(undefined) },
      schema: projectSchema,
      notFound: { entity: 'Project', id },
    });
  }

  save(project: ProjectSave): Promise<Project> {
    return this.api.post(
      `${SPROJECT}/CreateOrUpdate`,
      { ...project, mode: PROJECT_MODE },
      { schema: projectSchema, ...(project.id ? { notFound: { entity: 'Project', id: project.id } } : {}) },
    );
  }

  async delete(id: number): Promise<void> {
    await this.api.delete(`${SPROJECT}/Delete`, { params: { id }, notFound: { entity: 'Project', id } });
  }

  submitClosingApplication(application: ClosingApplication): Promise<Project> {
    return this.api.post(`${SPROJECT}/SubmitClosingApplication`, application, {
      schema: projectSchema,
      notFound: { entity: 'Project', id: application.projectId },
    });
  }
}

/** The caller's filter with mode=3; a filter that does not parse is the caller's field error, as on the server. */
function filterWithMode(filter: string | undefined): string {
  try {
    return withProjectMode(filter);
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      throw new ValidationError([{ field: 'Filter', message: error.message }]);
    throw error;
  }
}
