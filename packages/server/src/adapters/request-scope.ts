import type { Actor } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { AuthSession } from '../auth/access-tokens';
import { roleNamesOf } from '../auth/user-store';
import type { Database } from '../db/schema';

/** Who is asking, within which tenant: every adapter of a request is built on one scope. */
export interface RequestScope extends Actor {
  readonly tenantId: number;
  readonly companyId: number | null;
}

/** The scope of an authenticated request: the user's name, company and role names, read once. */
export async function scopeOf(db: Kysely<Database>, session: AuthSession): Promise<RequestScope> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'companyId'])
    .where('id', '=', session.userId)
    .where('tenantId', '=', session.tenantId)
    .executeTakeFirstOrThrow();
  return {
    tenantId: session.tenantId,
    userId: user.id,
    userName: user.name,
    companyId: user.companyId,
    roleNames: await roleNamesOf(db, session.tenantId, session.userId),
  };
}
