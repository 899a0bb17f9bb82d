import {
  type WrittenReport,
  type WrittenReportInput,
  type WrittenReportStore,
  writtenReportSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const BASE = '/api/services/app/Compliance';

/** The filing of a project's written report over the API (Compliance/GetWrittenReport, RecordWrittenReport). */
export class HttpWrittenReportStore implements WrittenReportStore {
  constructor(private readonly api: HttpClient) {}

  of(projectId: number): Promise<WrittenReport | null> {
    return this.api.get(`${BASE}/GetWrittenReport`, {
      params: { projectId },
      schema: writtenReportSchema.nullable(),
      notFound: { entity: 'Project', id: projectId },
    });
  }

  record(input: WrittenReportInput): Promise<WrittenReport> {
    return this.api.post(`${BASE}/RecordWrittenReport`, input, {
      schema: writtenReportSchema,
      notFound: { entity: 'Project', id: input.projectId },
    });
  }
}
