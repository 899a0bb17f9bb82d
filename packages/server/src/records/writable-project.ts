import { NotFoundError, NotPermittedError, projectReadOnlyReason } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A live project of the tenant (else 404, so another tenant's project looks missing), read for its state.
 */
export async function liveProject(db: Kysely<Database>, tenantId: number, projectId: number) {
  const project = await db
    .selectFrom('projects')
    .select(['id', 'state', 'auditState'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', projectId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  if (!project) throw new NotFoundError('Project', projectId);
  return project;
}

/**
 * The records of a read-only project (state 5 or 8, or an auditState set: §4, §6) are frozen with it,
 * so the circulation facts of a closed project cannot change after the fact. 403, as a refused save.
 */
export async function assertRecordsWritable(
  db: Kysely<Database>,
  tenantId: number,
  projectId: number,
): Promise<void> {
  const project = await liveProject(db, tenantId, projectId);
  const reason = projectReadOnlyReason(project);
  if (reason) {
    throw new NotPermittedError(`Project ${projectId} is read-only (${reason}); its records cannot change`);
  }
}
