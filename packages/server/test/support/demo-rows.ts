import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** The first demo project of the tenant that has at least `atLeast` notices (tests of the notice list). */
export async function projectWithNotices(db: Kysely<Database>, tenantId = 3, atLeast = 2): Promise<number> {
  const row = await db
    .selectFrom('notices')
    .select(['projectId'])
    .where('tenantId', '=', tenantId)
    .groupBy('projectId')
    .having((eb) => eb.fn.countAll(), '>=', atLeast)
    .orderBy('projectId')
    .executeTakeFirstOrThrow();
  return row.projectId;
}
