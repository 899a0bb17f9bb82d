import type { FlowRecord, FlowRecordRepository } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime } from '../row-values';
import { toFlowRecord } from './flow-record-row-mapper';

/** Flow records of the tenant's projects (§7 fusion_time_node): who, when, from, to. */
export class KyselyFlowRecordRepository implements FlowRecordRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  async listByProject(projectId: number): Promise<FlowRecord[]> {
    const rows = await this.db
      .selectFrom('flowRecords')
      .selectAll()
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .orderBy('creationTime')
      .orderBy('id')
      .execute();
    return rows.map((row) => toFlowRecord(row));
  }

  async create(record: Omit<FlowRecord, 'id'>): Promise<FlowRecord> {
    const row = await this.db
      .insertInto('flowRecords')
      .values({
        tenantId: this.tenantId,
        projectId: record.projectId,
        nodeType: record.nodeType,
        submitName: record.submitName,
        userId: record.user.id,
        userName: record.user.name,
        companyId: record.user.companyId,
        fromNodeName: record.fromNodeName ?? null,
        toNodeName: record.toNodeName ?? null,
        biddingMethod: record.biddingMethod ?? null,
        transactionWay: record.transactionWay ?? null,
        transactionResult: record.transactionResult ?? null,
        creationTime: new Date(),
      })
      .returning(['id', 'creationTime'])
      .executeTakeFirstOrThrow();
    return { ...record, id: row.id, tenantId: this.tenantId, creationTime: isoTime(row.creationTime) };
  }
}
