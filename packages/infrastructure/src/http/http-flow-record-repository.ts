import {
  clause,
  type FlowRecord,
  type FlowRecordRepository,
  flowRecordSchema,
  formatFilter,
  pagedSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const recordPageSchema = pagedSchema(flowRecordSchema);
const ALL_RECORDS = 1000;

/** Flow records on the middleware service (§7 fusion_time_node GetPaged and CreateOrUpdate). */
export class HttpFlowRecordRepository implements FlowRecordRepository {
  constructor(private readonly middleware: HttpClient) {}

  async listByProject(projectId: number): Promise<FlowRecord[]> {
    const page = await this.middleware.get('/fusion_time_node/GetPaged', {
      params: {
        Filter: formatFilter([clause('projectId', '=', projectId)]),
        Sorting: 'creationTime asc',
        MaxResultCount: ALL_RECORDS,
      },
      schema: recordPageSchema,
    });
    return page.items;
  }

  create(record: Omit<FlowRecord, 'id'>): Promise<FlowRecord> {
    return this.middleware.post('/fusion_time_node/CreateOrUpdate', record, { schema: flowRecordSchema });
  }
}
