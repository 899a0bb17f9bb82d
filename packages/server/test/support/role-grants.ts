import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/**
 * The permissions a role of the demo tenant (3) holds, in stored order, narrowed to those `keep` names:
 * what the grant migrations' tests compare before and after a migration.
 */
export async function roleGrants(
  db: Kysely<Database>,
  role: string,
  keep: (permission: string) => boolean = () => true,
): Promise<string[]> {
  const { grantedPermissions } = await db
    .selectFrom('roles')
    .select('grantedPermissions')
    .where('tenantId', '=', 3)
    .where('name', '=', role)
    .executeTakeFirstOrThrow();
  return grantedPermissions.filter(keep);
}
