import type { Kysely } from 'kysely';
import { filterCondition } from '../../db/filter-sql';
import type { Database } from '../../db/schema';
import { sortingSql } from '../../db/sorting-sql';
import type { PageQuery } from '../page-query';
import { recordFields } from './record-fields';
import { type RecordRow, toWireRecord } from './record-row-mapper';

/**
 * One page of the tenant's middleware records (all types) in their wire shape
 * `{id, type, projectId, creationTime, ...fields}`. Filter and Sorting use the whitelist of
 * record-fields.ts (columns plus the records' data fields); records of deleted projects are left out.
 * Shared by `GET /middleware/record/getPaged` and the sign-in feed over WebSocket.
 */
export async function pageRecords(
  db: Kysely<Database>,
  tenantId: number,
  query: PageQuery,
): Promise<{ totalCount: number; items: Array<Record<string, unknown>> }> {
  const base = db
    .selectFrom('middlewareRecords')
    .innerJoin('projects', (join) =>
      join
        .onRef('projects.id', '=', 'middlewareRecords.projectId')
        .on('projects.tenantId', '=', tenantId)
        .on('projects.isDeleted', '=', false),
    )
    .where('middlewareRecords.tenantId', '=', tenantId)
    .where(filterCondition(query.Filter, recordFields));
  // One after the other: the handle may be a transaction, which runs one statement at a time anyway.
  const count = await base
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'middlewareRecords.id',
      'middlewareRecords.type',
      'middlewareRecords.projectId',
      'middlewareRecords.data',
      'middlewareRecords.creationTime',
    ])
    .orderBy(sortingSql(query.Sorting, recordFields, 'id desc'))
    .orderBy('middlewareRecords.id', 'desc')
    .limit(query.MaxResultCount)
    .offset(query.SkipCount)
    .execute();
  return { totalCount: Number(count.total), items: rows.map((row: RecordRow) => toWireRecord(row)) };
}
