import type { Actor } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { AuthSession } from '../auth/access-tokens';
import type { Database } from '../db/schema';

/** Who is asking, within which tenant: every adapter of a request is built on one scope. */
export interface RequestScope extends Actor {
  readonly tenantId: number;
  readonly companyId: number | null;
  /** The login name (Actor.userName is the display name); the workflow engine knows users by it. */
  readonly loginName?: string | undefined;
}

/**
 * The scope of an authenticated request. Authentication already read the user's name, company and
 * role names with the token (one query), so this costs nothing; `db` stays in the signature so that a
 * scope is always built where the request's database handle is.
 */
export async function scopeOf(_db: Kysely<Database>, session: AuthSession): Promise<RequestScope> {
  return {
    tenantId: session.tenantId,
    userId: session.userId,
    userName: session.name,
    companyId: session.companyId,
    loginName: session.userName,
    roleNames: [...session.roleNames],
  };
}
