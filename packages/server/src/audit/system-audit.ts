import { type AuditChanges, changedFields, SYSTEM_AUDIT_USER_NAME } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyAuditLog } from '../adapters/audit/kysely-audit-log';
import type { Database } from '../db/schema';

/** The `method` of a job's entries: no HTTP call made the write. */
export const JOB_METHOD = 'JOB';

/** A write of the server's own jobs (the commands in package.json), to record as the system's. */
export interface SystemWrite {
  readonly tenantId: number;
  /** The job, e.g. `create-admin`, `prune-audit`: the entry's route. */
  readonly job: string;
  readonly entity: string;
  readonly entityId?: string | number | null;
  readonly before?: Readonly<Record<string, unknown>> | null;
  readonly after?: Readonly<Record<string, unknown>> | null;
  readonly occurredAt: Date;
}

/**
 * Records a job's write as the system's (ADR 0012): call it with the job's transaction, so the entry
 * commits or rolls back with the write. Secrets in before/after are redacted as in every entry.
 */
export async function recordSystemWrite(db: Kysely<Database>, write: SystemWrite): Promise<void> {
  const named = write.before !== undefined || write.after !== undefined;
  const changes: AuditChanges | null = named ? changedFields(write.before, write.after) : null;
  await new KyselyAuditLog(db).insert({
    tenantId: write.tenantId,
    occurredAt: write.occurredAt,
    actor: 'system',
    userId: null,
    userName: SYSTEM_AUDIT_USER_NAME,
    method: JOB_METHOD,
    route: write.job,
    entity: write.entity,
    entityId: write.entityId === undefined || write.entityId === null ? null : String(write.entityId),
    projectId: null,
    requestId: null,
    clientAddress: null,
    changes,
  });
}
