import {
  type ObjectionEntry,
  type ObjectionLog,
  type ObjectionLogReport,
  objectionEntrySchema,
  objectionLogSchema,
  type RegisterObjection,
  type ReplyObjection,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const BASE = '/api/services/app/Objection';

/**
 * A project's objection log over the API (Objection/GetList, Register, Reply; not among §7's calls, so
 * named in the same ABP style): the clocks laid out by the server on its clock, parsed with the domain's
 * schemas.
 */
export class HttpObjectionLog implements ObjectionLog {
  constructor(private readonly api: HttpClient) {}

  logOf(projectId: number): Promise<ObjectionLogReport> {
    return this.api.get(`${BASE}/GetList`, {
      params: { projectId },
      schema: objectionLogSchema,
      notFound: { entity: 'Project', id: projectId },
    });
  }

  register(input: RegisterObjection): Promise<ObjectionEntry> {
    return this.api.post(`${BASE}/Register`, input, {
      schema: objectionEntrySchema,
      notFound: { entity: 'Project', id: input.projectId },
    });
  }

  reply(input: ReplyObjection): Promise<ObjectionEntry> {
    return this.api.post(`${BASE}/Reply`, input, {
      schema: objectionEntrySchema,
      notFound: { entity: 'objection', id: input.id },
    });
  }
}
