import {
  type Committee,
  type CommitteeAppointment,
  type CommitteeDrawRequest,
  type CommitteeRepository,
  committeeSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const BASE = '/api/services/app/Committee';

/** A project's evaluation committee over the API (Committee: Get, Draw, Appoint; ADR 0019). */
export class HttpCommitteeRepository implements CommitteeRepository {
  constructor(private readonly api: HttpClient) {}

  get(projectId: number): Promise<Committee> {
    return this.api.get(`${BASE}/Get`, {
      params: { projectId },
      schema: committeeSchema,
      notFound: { entity: 'Project', id: projectId },
    });
  }

  draw(request: CommitteeDrawRequest): Promise<Committee> {
    return this.api.post(`${BASE}/Draw`, request, {
      schema: committeeSchema,
      notFound: { entity: 'Project', id: request.projectId },
    });
  }

  appoint(appointment: CommitteeAppointment): Promise<Committee> {
    return this.api.post(`${BASE}/Appoint`, appointment, {
      schema: committeeSchema,
      notFound: { entity: 'Expert', id: appointment.expertId },
    });
  }
}
