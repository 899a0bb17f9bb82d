import type { Kysely } from 'kysely';
import { queryTemplate } from '../../db/query-template';
import type { Database } from '../../db/schema';

/** The row lock's statement, compiled once (queryTemplate): every write to a project takes it first. */
const projectRowLock = queryTemplate((db, { tenantId, projectId }: { tenantId: number; projectId: number }) =>
  db
    .selectFrom('projects')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', projectId)
    .forUpdate(),
);

/**
 * Takes the project's row lock for the rest of the transaction, before any rule reads the project.
 * Circulation requests of one project then run one after another, and each one's checks see the step
 * the previous one reached (READ COMMITTED gives every later statement a fresh snapshot) — so a burst of
 * `next` calls advances step by step, checked at every step, instead of failing as conflicts. An unknown
 * or foreign id locks nothing; the use case answers it with 404.
 */
export async function lockProject(trx: Kysely<Database>, tenantId: number, projectId: number): Promise<void> {
  await projectRowLock(trx, { tenantId, projectId });
}
