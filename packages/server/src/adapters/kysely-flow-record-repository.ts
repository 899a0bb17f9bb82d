import type { FlowRecord, FlowRecordRepository } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
    return rows.map((row) => ({
      id: row.id,
      nodeType: row.nodeType,
      creationTime: row.creationTime.toISOString(),
      projectId: row.projectId,
      submitName: row.submitName,
      tenantId: row.tenantId,
      user: { companyId: row.companyId, id: row.userId ?? 0, name: row.userName ?? row.submitName },
      fromNodeName: row.fromNodeName,
      toNodeName: row.toNodeName,
      biddingMethod: row.biddingMethod,
      transactionWay: row.transactionWay,
      transactionResult: row.transactionResult,
    }));
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
    return { ...record, id: row.id, tenantId: this.tenantId, creationTime: row.creationTime.toISOString() };
  }
}
