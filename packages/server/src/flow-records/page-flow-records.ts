import type { FlowRecord } from '@tender/domain';
import type { Kysely } from 'kysely';
import { filterCondition } from '../db/filter-sql';
import type { Database } from '../db/schema';
import { sortingSql } from '../db/sorting-sql';
import type { RecordPageQuery } from '../records/page-records';
import { flowRecordFields, toWireFlowRecord } from './flow-record-wire';

/** One page of the tenant's flow records of live projects (oldest first unless Sorting says otherwise). */
export async function pageFlowRecords(
  db: Kysely<Database>,
  tenantId: number,
  query: RecordPageQuery,
): Promise<{ totalCount: number; items: FlowRecord[] }> {
  const base = db
    .selectFrom('flowRecords')
    .innerJoin('projects', (join) =>
      join
        .onRef('projects.id', '=', 'flowRecords.projectId')
        .on('projects.tenantId', '=', tenantId)
        .on('projects.isDeleted', '=', false),
    )
    .where('flowRecords.tenantId', '=', tenantId)
    .where(filterCondition(query.Filter, flowRecordFields));
  const count = await base
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('flowRecords')
    .orderBy(sortingSql(query.Sorting, flowRecordFields, 'creationTime asc'))
    .orderBy('flowRecords.id', 'asc')
    .limit(query.MaxResultCount)
    .offset(query.SkipCount)
    .execute();
  return { totalCount: Number(count.total), items: rows.map(toWireFlowRecord) };
}
