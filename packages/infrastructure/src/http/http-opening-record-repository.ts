import {
  type OpeningBidInput,
  type OpeningRecord,
  type OpeningRecordRepository,
  openingRecordSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const BASE = '/api/services/app/OpeningRecord';

/** The opening record over the API (OpeningRecord: Get, SaveBid, RemoveBid, Confirm; ADR 0019). */
export class HttpOpeningRecordRepository implements OpeningRecordRepository {
  constructor(private readonly api: HttpClient) {}

  get(projectId: number): Promise<OpeningRecord> {
    return this.api.get(`${BASE}/Get`, {
      params: { projectId },
      schema: openingRecordSchema,
      notFound: { entity: 'Project', id: projectId },
    });
  }

  saveBid(input: OpeningBidInput): Promise<OpeningRecord> {
    return this.api.post(`${BASE}/SaveBid`, input, {
      schema: openingRecordSchema,
      notFound:
        input.id === undefined
          ? { entity: 'Project', id: input.projectId }
          : { entity: 'OpeningBid', id: input.id },
    });
  }

  removeBid(projectId: number, bidId: number): Promise<OpeningRecord> {
    return this.api.post(
      `${BASE}/RemoveBid`,
      { projectId, id: bidId },
      { schema: openingRecordSchema, notFound: { entity: 'OpeningBid', id: bidId } },
    );
  }

  confirm(projectId: number, groupId: number): Promise<OpeningRecord> {
    return this.api.post(
      `${BASE}/Confirm`,
      { projectId, groupId },
      { schema: openingRecordSchema, notFound: { entity: 'Project', id: projectId } },
    );
  }
}
