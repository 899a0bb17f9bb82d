import {
  businessDateOf,
  CLARIFICATION_PUBLISHED,
  ConflictError,
  DOCUMENT_PUBLISHED,
  decideBidderSignUp,
  isPublishedRecord,
  must,
  OBJECTION_LOG_FIELDS,
  PUBLISHED_RECORD_FIELDS,
  type PublishedRecordType,
  type RecordOf,
  type RecordType,
  recordIssues,
  refusal,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyLibraryStore } from '../adapters/libraries/kysely-library-store';
import { KyselyObjectionStore } from '../adapters/objections/kysely-objection-store';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import { KyselyRecordRepository } from '../adapters/records/kysely-record-repository';
import type { RequestScope } from '../adapters/request-scope';
import { assertLawfulPublication } from '../compliance/lawful-publication';
import type { Database } from '../db/schema';
import { sanitizeUserHtml } from '../html/sanitize-user-html';
import type { CreateRecordBody, UpdateRecordBody, WireRecord } from './record-schemas';
import { assertRecordsWritable } from './writable-project';

type Scope = Pick<RequestScope, 'tenantId' | 'userId' | 'userName' | 'roleNames'>;

/**
 * What the server checks and adds to a record before storing it: what a record's schema cannot say alone
 * (recordIssues: a rejection's reason, a publicity's working days); a sign-up's or a contract's bid
 * package must be one of its project's; a published type's HTML is sanitised and it is stamped with the
 * server's time when it is published (PUBLISHED_RECORD_FIELDS; a time the client sends is not taken, as a
 * backdated clarification would slip past its cut-off, ADR 0022); an invitation's answer gets its time.
 */
async function prepared<B extends CreateRecordBody | UpdateRecordBody>(
  db: Kysely<Database>,
  tenantId: number,
  body: B,
  now: Date,
): Promise<B> {
  const issues = recordIssues(body.type, body);
  if (issues.length > 0) throw new ValidationError(issues);
  const group =
    body.type === 'signUp'
      ? { field: 'signUp_groupId', id: body.signUp_groupId }
      : body.type === 'contract'
        ? { field: 'contract_groupId', id: body.contract_groupId }
        : undefined;
  if (group?.id && !(await new KyselyProjectLookups(db, tenantId).hasBidPackage(body.projectId, group.id))) {
    throw new ValidationError([{ field: group.field, message: must('notABidPackage') }]);
  }
  if (body.type === 'invitation') {
    const answered = body.invitation_state !== '0';
    return {
      ...body,
      invitation_respondedAt: answered ? (body.invitation_respondedAt ?? now.toISOString()) : null,
    };
  }
  if (body.type in PUBLISHED_RECORD_FIELDS) {
    const fields = PUBLISHED_RECORD_FIELDS[body.type as PublishedRecordType];
    const record = body as Record<string, unknown>;
    const published = record[fields.state] === DOCUMENT_PUBLISHED;
    return {
      ...body,
      ...(fields.html
        ? { [fields.html]: sanitizeUserHtml(record[fields.html] as string | null | undefined) }
        : {}),
      [fields.publishTime]: published ? now.toISOString() : null,
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

/**
 * A clarification published now is a change the bidders must have in time: after the clarification
 * cut-off it is refused unless the deadline in force leaves it its period (ADR 0022, 招标投标法 第二十三条).
 */
async function assertLawfulClarification(
  db: Kysely<Database>,
  tenantId: number,
  body: CreateRecordBody | UpdateRecordBody,
  now: Date,
): Promise<void> {
  if (body.type !== 'clarification' || body.clarification_state !== CLARIFICATION_PUBLISHED) return;
  await assertLawfulPublication(db, tenantId, body.projectId, 'correction', { at: now });
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
  await assertLawfulClarification(db, scope.tenantId, body, now);
  const { type, ...record } = await prepared(db, scope.tenantId, body, now);
  const created = tagged(type, await new KyselyRecordRepository(db, scope).create(type, record));
  await recordObjectionHistory(db, scope, created, 'received', now);
  return created;
}

/**
 * An objection written through the records (§7's middleware routes, as before the log) joins its history
 * too: received when created, its status when an update changes it (Objection/Register and Reply write
 * their own).
 */
async function recordObjectionHistory(
  db: Kysely<Database>,
  scope: Scope,
  record: WireRecord,
  kind: 'received' | 'statusChanged',
  at: Date,
): Promise<void> {
  if (record.type !== 'objection') return;
  await new KyselyObjectionStore(db, scope).append({
    projectId: record.projectId,
    objectionId: record.id,
    kind,
    status: record.objection_status,
    at,
  });
}

/** An objection's update with the log's fields it leaves out taken from what is stored (OBJECTION_LOG_FIELDS). */
function keepingLogFields(body: UpdateRecordBody, stored: unknown): UpdateRecordBody {
  if (body.type !== 'objection' || stored === null || typeof stored !== 'object') return body;
  const kept = OBJECTION_LOG_FIELDS.filter(
    (field) => body[field] === undefined && (stored as Record<string, unknown>)[field] != null,
  ).map((field) => [field, (stored as Record<string, unknown>)[field]]);
  return { ...body, ...Object.fromEntries(kept) };
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
  await assertLawfulClarification(db, scope.tenantId, body, now);
  const { type, ...record } = await prepared(db, scope.tenantId, keepingLogFields(body, stored.data), now);
  const updated = tagged(type, await new KyselyRecordRepository(db, scope).update(type, record));
  const status = (stored.data as { objection_status?: string } | null)?.objection_status;
  if (updated.type === 'objection' && status !== updated.objection_status) {
    await recordObjectionHistory(db, scope, updated, 'statusChanged', now);
  }
  return updated;
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

/** A published text is public record: it no longer changes and is not deleted (409, ADR 0007). */
function assertNotPublished(type: RecordType, data: unknown): void {
  if (!isPublishedRecord(type, data)) return;
  throw new ConflictError(
    type === 'clarification'
      ? refusal('publishedClarification')
      : refusal('publishedRecord', { recordType: type }),
  );
}
