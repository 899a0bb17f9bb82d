import {
  type OpeningBidInput,
  type OpeningRecord,
  type OpeningRecordRepository,
  openingRecordSchema,
  type SpreadsheetFile,
} from '@tender/domain';
import type { HttpClient } from './http-client';
import { asFile } from './spreadsheet-upload';

const BASE = '/api/services/app/OpeningRecord';

/** The opening record over the API (OpeningRecord: Get, SaveBid, RemoveBid, Import, Confirm; ADR 0019). */
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

  importBids(projectId: number, file: SpreadsheetFile): Promise<OpeningRecord> {
    return this.api.post(`${BASE}/Import`, file.bytes, {
      ...asFile(file),
      params: { projectId, FileName: file.fileName },
      schema: openingRecordSchema,
      notFound: { entity: 'Project', id: projectId },
    });
  }

  confirm(projectId: number, groupId: number): Promise<OpeningRecord> {
    return this.api.post(
      `${BASE}/Confirm`,
      { projectId, groupId },
      { schema: openingRecordSchema, notFound: { entity: 'Project', id: projectId } },
    );
  }
}
