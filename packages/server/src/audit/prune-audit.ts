import type { Kysely } from 'kysely';
import { KyselyAuditLog } from '../adapters/audit/kysely-audit-log';
import type { Database } from '../db/schema';
import { recordSystemWrite } from './system-audit';

export interface PruneAuditInput {
  /** Entries written before this instant go. */
  readonly before: Date;
  /** Only this tenant's; default every tenant's. */
  readonly tenantId?: number;
  /** Count only, delete nothing. */
  readonly dryRun?: boolean;
  readonly now: Date;
}

/**
 * Deletes the audit entries older than `before` (server README, "Audit trail": rows are kept until
 * pruned) and leaves in each tenant that lost some an entry of the system saying so — in one
 * transaction, so a failed prune deletes nothing. Refuses a `before` in the future.
 */
export async function pruneAuditTrail(
  db: Kysely<Database>,
  input: PruneAuditInput,
): Promise<{ deleted: number; byTenant: { tenantId: number; deleted: number }[] }> {
  if (input.before.getTime() > input.now.getTime()) {
    throw new Error('--before must not be in the future: it would delete entries still being written.');
  }
  if (input.dryRun) {
    const deleted = await new KyselyAuditLog(db).countBefore(input.before, input.tenantId);
    return { deleted, byTenant: [] };
  }
  return db.transaction().execute(async (trx) => {
    const byTenant = await new KyselyAuditLog(trx).prune(input.before, input.tenantId);
    for (const { tenantId, deleted } of byTenant) {
      await recordSystemWrite(trx, {
        tenantId,
        job: 'prune-audit',
        entity: 'auditLog',
        after: { prunedBefore: input.before.toISOString(), deleted },
        occurredAt: input.now,
      });
    }
    return { deleted: byTenant.reduce((sum, t) => sum + t.deleted, 0), byTenant };
  });
}
