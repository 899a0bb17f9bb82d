import type { FlowRecord, Paged } from '@tender/domain';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { type FilterFields, filterCondition } from '../../db/filter-sql';
import type { Database, FlowRecordsTable } from '../../db/schema';
import { sortingSql } from '../../db/sorting-sql';
import { BUSINESS_UTC_OFFSET_H } from '../../time/business-time-zone';
import type { PageQuery } from '../page-query';
import { toWireFlowRecord } from './flow-record-row-mapper';

/** Filter and Sorting whitelist of `GET /middleware/fusion_time_node/GetPaged`. */
const FLOW_RECORD_FIELDS: FilterFields = {
  id: { column: 'flowRecords.id', type: 'integer' },
  projectId: { column: 'flowRecords.projectId', type: 'integer' },
  nodeType: { column: 'flowRecords.nodeType', type: 'text' },
  submitName: { column: 'flowRecords.submitName', type: 'text' },
  biddingMethod: { column: 'flowRecords.biddingMethod', type: 'text' },
  creationTime: { column: 'flowRecords.creationTime', type: 'timestamp' },
};

/** The fields of a new flow record; the store adds the tenant. */
export type NewFlowRecord = Omit<Insertable<FlowRecordsTable>, 'tenantId'>;
/** The fields of a flow record its author may correct. */
export type FlowRecordCorrection = Pick<
  Updateable<FlowRecordsTable>,
  'nodeType' | 'fromNodeName' | 'toNodeName' | 'biddingMethod' | 'transactionWay' | 'transactionResult'
>;

/**
 * The tenant's flow records as the middleware (§7 fusion_time_node, in its wire shape labelled 2109) and
 * the analysis month bar read and write them.
 */
export class KyselyFlowRecordStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** One page of the flow records of live projects (oldest first unless Sorting says otherwise). */
  async page(query: PageQuery): Promise<Paged<FlowRecord>> {
    const base = this.db
      .selectFrom('flowRecords')
      .innerJoin('projects', (join) =>
        join
          .onRef('projects.id', '=', 'flowRecords.projectId')
          .on('projects.tenantId', '=', this.tenantId)
          .on('projects.isDeleted', '=', false),
      )
      .where('flowRecords.tenantId', '=', this.tenantId)
      .where(filterCondition(query.Filter, FLOW_RECORD_FIELDS));
    const count = await base
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('flowRecords')
      .orderBy(sortingSql(query.Sorting, FLOW_RECORD_FIELDS, 'creationTime asc'))
      .orderBy('flowRecords.id', 'asc')
      .limit(query.MaxResultCount)
      .offset(query.SkipCount)
      .execute();
    return { totalCount: Number(count.total), items: rows.map(toWireFlowRecord) };
  }

  async insert(record: NewFlowRecord): Promise<FlowRecord> {
    const row = await this.db
      .insertInto('flowRecords')
      .values({ ...record, tenantId: this.tenantId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toWireFlowRecord(row);
  }

  /** The author of a project's flow record, undefined when there is no such record. */
  async authorOf(projectId: number, id: number): Promise<{ userId: number | null } | undefined> {
    return this.db
      .selectFrom('flowRecords')
      .select(['userId'])
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async correct(id: number, correction: FlowRecordCorrection): Promise<FlowRecord> {
    const row = await this.db
      .updateTable('flowRecords')
      .set(correction)
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toWireFlowRecord(row);
  }

  /** How many flow records were written on each day of [start, end), days in China Standard Time. */
  async countByBusinessDay(start: Date, end: Date): Promise<{ day: string; n: number }[]> {
    // A constant, not a parameter: GROUP BY must see the very expression of the select list.
    const offset = sql.raw(`interval '${BUSINESS_UTC_OFFSET_H} hours'`);
    const day = sql<string>`to_char((creation_time at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;
    return this.db
      .selectFrom('flowRecords')
      .select([day.as('day'), sql<number>`count(*)::int`.as('n')])
      .where('tenantId', '=', this.tenantId)
      .where('creationTime', '>=', start)
      .where('creationTime', '<', end)
      .groupBy(day)
      .execute();
  }

  /**
   * How many flow records each member of staff wrote in [start, end) (by the name the record was
   * submitted under), most first, then by name in code-point order.
   */
  async countBySubmitter(start: Date, end: Date): Promise<{ name: string; total: number }[]> {
    const total = sql<number>`count(*)::int`;
    return this.db
      .selectFrom('flowRecords')
      .select(['submitName as name', total.as('total')])
      .where('tenantId', '=', this.tenantId)
      .where('creationTime', '>=', start)
      .where('creationTime', '<', end)
      .groupBy('submitName')
      .orderBy(total, 'desc')
      .orderBy(sql`submit_name collate "C"`)
      .execute();
  }
}
