import {
  businessDateOf,
  CLARIFICATION_PUBLISHED,
  ConflictError,
  decideBidderSignUp,
  type RecordOf,
  type RecordType,
  refusal,
  rejectionIssues,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyLibraryStore } from '../adapters/libraries/kysely-library-store';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import { KyselyRecordRepository } from '../adapters/records/kysely-record-repository';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';
import { sanitizeUserHtml } from '../html/sanitize-user-html';
import type { CreateRecordBody, UpdateRecordBody, WireRecord } from './record-schemas';
import { assertRecordsWritable } from './writable-project';

type Scope = Pick<RequestScope, 'tenantId' | 'userId' | 'roleNames'>;

/**
 * What the server checks and adds to a record before storing it: a rejection has its reason (§3
 * sign-up and purchase review); a sign-up's bid package must be one of its
 * project's; a clarification's HTML is sanitised, and it gets its publish time when it is published.
 */
async function prepared<B extends CreateRecordBody | UpdateRecordBody>(
  db: Kysely<Database>,
  tenantId: number,
  body: B,
  now: Date,
): Promise<B> {
  const unreasoned = rejectionIssues(body.type, body);
  if (unreasoned.length > 0) throw new ValidationError(unreasoned);
  const groupId = body.type === 'signUp' ? body.signUp_groupId : undefined;
  if (groupId && !(await new KyselyProjectLookups(db, tenantId).hasBidPackage(body.projectId, groupId))) {
    throw new ValidationError([{ field: 'signUp_groupId', message: 'is not a bid package of this project' }]);
  }
  if (body.type === 'clarification') {
    const published = body.clarification_state === CLARIFICATION_PUBLISHED;
    return {
      ...body,
      clarification_content: sanitizeUserHtml(body.clarification_content),
      clarification_publishTime: published ? (body.clarification_publishTime ?? now.toISOString()) : null,
    };
  }
  return body;
}

/**
 * A sign-up of a bidder the library holds blacklisted today is refused (409), naming the reason and the
 * end date (domain decideBidderSignUp). A name the library does not hold is a free-text bidder, as
 * records were before the libraries.
 */
async function assertBidderMaySignUp(db: Kysely<Database>, tenantId: number, name: string, now: Date) {
  const blacklistings = await new KyselyLibraryStore(db, tenantId, 'bidder').blacklistingsOf(name);
  if (!blacklistings) return;
  const decision = decideBidderSignUp({ name, blacklistings }, businessDateOf(now));
  if (!decision.allowed) throw new ConflictError(decision.message);
}

function tagged(type: RecordType, record: RecordOf<RecordType>): WireRecord {
  return { ...record, type } as WireRecord;
}

/** Creates a record of a writable project of the caller's tenant. Run inside the request's transaction. */
export async function createRecord(
  db: Kysely<Database>,
  scope: Scope,
  body: CreateRecordBody,
  /** The server's time (config clock): a clarification published now is stamped with it. */
  now: Date,
): Promise<WireRecord> {
  await assertRecordsWritable(db, scope, body.projectId, body.type);
  if (body.type === 'signUp') await assertBidderMaySignUp(db, scope.tenantId, body.supplierName, now);
  const { type, ...record } = await prepared(db, scope.tenantId, body, now);
  return tagged(type, await new KyselyRecordRepository(db, scope).create(type, record));
}

/** Replaces a record's fields. A record stays with its project: moving it would bypass the checks above. */
export async function updateRecord(
  db: Kysely<Database>,
  scope: Scope,
  body: UpdateRecordBody,
  now: Date,
): Promise<WireRecord> {
  const stored = await new KyselyRecordRepository(db, scope).stored(body.type, body.id);
  if (stored.projectId !== body.projectId) {
    throw new ValidationError([{ field: 'projectId', message: 'a record cannot move to another project' }]);
  }
  await assertRecordsWritable(db, scope, stored.projectId, body.type);
  assertNotPublished(body.type, stored.data);
  // A sign-up already recorded may still be reviewed (rejected) after its bidder was blacklisted.
  const renamed =
    (stored.data as { supplierName?: string } | null)?.supplierName !==
    (body as { supplierName?: string }).supplierName;
  if (body.type === 'signUp' && renamed)
    await assertBidderMaySignUp(db, scope.tenantId, body.supplierName, now);
  const { type, ...record } = await prepared(db, scope.tenantId, body, now);
  return tagged(type, await new KyselyRecordRepository(db, scope).update(type, record));
}

export async function deleteRecord(
  db: Kysely<Database>,
  scope: Scope,
  type: RecordType,
  id: number,
): Promise<void> {
  const stored = await new KyselyRecordRepository(db, scope).stored(type, id);
  await assertRecordsWritable(db, scope, stored.projectId, type);
  assertNotPublished(type, stored.data);
  await new KyselyRecordRepository(db, scope).delete(type, id);
}

/** A published clarification is public record: it no longer changes and is not deleted (409). */
function assertNotPublished(type: RecordType, data: unknown): void {
  const state = (data as { clarification_state?: string } | null)?.clarification_state;
  if (type === 'clarification' && state === CLARIFICATION_PUBLISHED) {
    throw new ConflictError(refusal('publishedClarification'));
  }
}
