import { grantedPermissions } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { AuthSession } from '../../auth/access-tokens';
import type { Database } from '../../db/schema';

export interface NewAccessToken {
  readonly tenantId: number;
  readonly userId: number;
  /** SHA-256 of the token, hex: the token itself is never stored (§7 TokenAuth). */
  readonly tokenHash: string;
  readonly remember: boolean;
  readonly creationTime: Date;
  readonly expiresAt: Date;
}

/** The access tokens of every tenant (table access_tokens), known by their hash. */
export class KyselyAccessTokenStore {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(token: NewAccessToken): Promise<void> {
    await this.db.insertInto('accessTokens').values(token).execute();
  }

  /**
   * The session of a token that exists, is not revoked, has not expired, and whose user and tenant are
   * active — with the user's names, company, role names and the permissions the roles grant, in one query.
   */
  async sessionOf(tokenHash: string, now: Date): Promise<AuthSession | undefined> {
    const row = await this.db
      .selectFrom('accessTokens as t')
      .innerJoin('users as u', (join) =>
        join.onRef('u.id', '=', 't.userId').onRef('u.tenantId', '=', 't.tenantId'),
      )
      .innerJoin('tenants as tn', 'tn.id', 't.tenantId')
      .select([
        't.id as tokenId',
        't.userId',
        't.tenantId',
        'u.name',
        'u.userName',
        'u.companyId',
        'u.mustChangeCredentials',
        't.expiresAt',
      ])
      .select(
        sql<
          string[]
        >`array(select r.name from user_roles ur join roles r on r.id = ur.role_id and r.tenant_id = ur.tenant_id where ur.tenant_id = t.tenant_id and ur.user_id = t.user_id order by r.name)`.as(
          'roleNames',
        ),
      )
      .select(
        sql<
          string[]
        >`array(select distinct g from user_roles ur join roles r on r.id = ur.role_id and r.tenant_id = ur.tenant_id, unnest(r.granted_permissions) g where ur.tenant_id = t.tenant_id and ur.user_id = t.user_id)`.as(
          'storedGrants',
        ),
      )
      .where('t.tokenHash', '=', tokenHash)
      .where('t.revokedAt', 'is', null)
      .where('t.expiresAt', '>', now)
      .where('u.isActive', '=', true)
      .where('tn.isActive', '=', true)
      .executeTakeFirst();
    if (!row) return undefined;
    const { storedGrants, ...session } = row;
    return { ...session, grantedPermissions: grantedPermissions(row.roleNames, storedGrants) };
  }

  async revoke(tokenId: number, now: Date): Promise<void> {
    await this.db.updateTable('accessTokens').set({ revokedAt: now }).where('id', '=', tokenId).execute();
  }

  /** Revokes every live token of a user, but the one `keepTokenId` names (a new password ends sessions). */
  async revokeAllOf(tenantId: number, userId: number, now: Date, keepTokenId?: number): Promise<void> {
    let query = this.db
      .updateTable('accessTokens')
      .set({ revokedAt: now })
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
    await query.execute();
  }
}
