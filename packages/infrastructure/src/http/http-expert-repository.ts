import {
  type Expert,
  type ExpertInput,
  type ExpertListQuery,
  type ExpertRepository,
  type ExpertUpdate,
  expertSchema,
  type Paged,
  pagedSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const BASE = '/api/services/app/Expert';
const ENTITY = 'Expert';
const pageSchema = pagedSchema(expertSchema);

/** The expert library over the API (Expert: GetPaged, Get, Create, Update; ADR 0019). */
export class HttpExpertRepository implements ExpertRepository {
  constructor(private readonly api: HttpClient) {}

  getPaged(query: ExpertListQuery = {}): Promise<Paged<Expert>> {
    return this.api.get(`${BASE}/GetPaged`, { params: { ...query }, schema: pageSchema });
  }

  get(id: number): Promise<Expert> {
    return this.api.get(`${BASE}/Get`, {
      params: { id },
      schema: expertSchema,
      notFound: { entity: ENTITY, id },
    });
  }

  create(input: ExpertInput): Promise<Expert> {
    return this.api.post(`${BASE}/Create`, input, { schema: expertSchema });
  }

  update(input: ExpertUpdate): Promise<Expert> {
    return this.api.post(`${BASE}/Update`, input, {
      schema: expertSchema,
      notFound: { entity: ENTITY, id: input.id },
    });
  }
}
