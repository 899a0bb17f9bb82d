import {
  type Committee,
  type CommitteeAppointment,
  type CommitteeDrawRequest,
  type CommitteeLarger,
  type CommitteeRecusalInput,
  type CommitteeRedrawRequest,
  type CommitteeRepository,
  type CommitteeRepresentativeInput,
  type CommitteeRepresentativeRecusalInput,
  committeeSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const BASE = '/api/services/app/Committee';

/**
 * A project’s evaluation committee over the API (Committee: Get, Draw, Appoint, AddRepresentative, Recuse,
 * RecuseRepresentative, Redraw, SetLargerRequired; ADR 0019).
 */
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

  addRepresentative(representative: CommitteeRepresentativeInput): Promise<Committee> {
    return this.write('AddRepresentative', representative);
  }

  recuse(recusal: CommitteeRecusalInput): Promise<Committee> {
    return this.write('Recuse', recusal);
  }

  recuseRepresentative(recusal: CommitteeRepresentativeRecusalInput): Promise<Committee> {
    return this.write('RecuseRepresentative', recusal);
  }

  redraw(request: CommitteeRedrawRequest): Promise<Committee> {
    return this.write('Redraw', request);
  }

  setLargerRequired(larger: CommitteeLarger): Promise<Committee> {
    return this.write('SetLargerRequired', larger);
  }

  /** A write that answers the committee; a 404 is the project's. */
  private write(action: string, body: { readonly projectId: number }): Promise<Committee> {
    return this.api.post(`${BASE}/${action}`, body, {
      schema: committeeSchema,
      notFound: { entity: 'Project', id: body.projectId },
    });
  }
}
