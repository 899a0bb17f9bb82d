import { NotFoundError, type RecordOf, type RecordType, ValidationError } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyRecordRepository } from '../adapters/kysely-record-repository';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';
import type { CreateRecordBody, UpdateRecordBody, WireRecord } from './record-schemas';
import { assertRecordsWritable } from './writable-project';

type Scope = Pick<RequestScope, 'tenantId' | 'userId'>;

/** The stored record's project, found by tenant, type and id (anything else is 404). */
async function storedRecord(db: Kysely<Database>, tenantId: number, type: RecordType, id: number) {
  const row = await db
    .selectFrom('middlewareRecords')
    .select(['projectId'])
    .where('tenantId', '=', tenantId)
    .where('type', '=', type)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(type, id);
  return row;
}

function tagged(type: RecordType, record: RecordOf<RecordType>): WireRecord {
  return { ...record, type } as WireRecord;
}

/** Creates a record of a writable project of the caller's tenant. Run inside the request's transaction. */
export async function createRecord(
  db: Kysely<Database>,
  scope: Scope,
  body: CreateRecordBody,
): Promise<WireRecord> {
  await assertRecordsWritable(db, scope.tenantId, body.projectId);
  const { type, ...record } = body;
  return tagged(type, await new KyselyRecordRepository(db, scope).create(type, record));
}

/** Replaces a record's fields. A record stays with its project: moving it would bypass the checks above. */
export async function updateRecord(
  db: Kysely<Database>,
  scope: Scope,
  body: UpdateRecordBody,
): Promise<WireRecord> {
  const { type, ...record } = body;
  const stored = await storedRecord(db, scope.tenantId, type, record.id);
  if (stored.projectId !== record.projectId) {
    throw new ValidationError([{ field: 'projectId', message: 'a record cannot move to another project' }]);
  }
  await assertRecordsWritable(db, scope.tenantId, stored.projectId);
  return tagged(type, await new KyselyRecordRepository(db, scope).update(type, record));
}

export async function deleteRecord(
  db: Kysely<Database>,
  scope: Scope,
  type: RecordType,
  id: number,
): Promise<void> {
  const stored = await storedRecord(db, scope.tenantId, type, id);
  await assertRecordsWritable(db, scope.tenantId, stored.projectId);
  await new KyselyRecordRepository(db, scope).delete(type, id);
}
