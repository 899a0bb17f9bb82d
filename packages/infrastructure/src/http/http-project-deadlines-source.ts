import { type ProjectDeadlines, type ProjectDeadlinesSource, projectDeadlinesSchema } from '@tender/domain';
import type { HttpClient } from './http-client';

/**
 * A project's statutory deadlines over the API (Compliance/GetDeadlines; not among §7's calls, so named in
 * the same ABP style): laid out by the server on its clock, parsed with the domain's schema.
 */
export class HttpProjectDeadlinesSource implements ProjectDeadlinesSource {
  constructor(private readonly api: HttpClient) {}

  deadlinesOf(projectId: number): Promise<ProjectDeadlines> {
    return this.api.get('/api/services/app/Compliance/GetDeadlines', {
      params: { projectId },
      schema: projectDeadlinesSchema,
      notFound: { entity: 'Project', id: projectId },
    });
  }
}
