import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../config';
import type { Database } from '../db/schema';

/**
 * The identity behind a valid access token, with what every request's scope needs (name, login name,
 * company, role names) read in the same query, so a request pays one round trip to know its caller.
 */
export interface AuthSession {
  readonly tokenId: number;
  readonly userId: number;
  readonly tenantId: number;
  /** The user's display name. */
  readonly name: string;
  /** The login name (the workflow engine knows users by it). */
  readonly userName: string;
  readonly companyId: number | null;
  /** Role names, sorted. */
  readonly roleNames: readonly string[];
  /** When the token stops working (a kept session is checked against it on every use). */
  readonly expiresAt: Date;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Issues an opaque random token for a user; only its SHA-256 is stored (§7 TokenAuth). */
export async function issueAccessToken(
  db: Kysely<Database>,
  input: { userId: number; tenantId: number; remember: boolean; lifetimeSeconds: number; clock: Clock },
): Promise<{ accessToken: string; expireInSeconds: number }> {
  const accessToken = randomBytes(32).toString('base64url');
  const now = input.clock();
  await db
    .insertInto('accessTokens')
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      tokenHash: sha256Hex(accessToken),
      remember: input.remember,
      creationTime: now,
      expiresAt: new Date(now.getTime() + input.lifetimeSeconds * 1000),
    })
    .execute();
  return { accessToken, expireInSeconds: input.lifetimeSeconds };
}

/** The session of a token that exists, is not revoked, has not expired, and whose user and tenant are active. */
export async function resolveAccessToken(
  db: Kysely<Database>,
  accessToken: string,
  now: Date,
): Promise<AuthSession | undefined> {
  const row = await db
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
      't.expiresAt',
    ])
    .select(
      sql<
        string[]
      >`array(select r.name from user_roles ur join roles r on r.id = ur.role_id and r.tenant_id = ur.tenant_id where ur.tenant_id = t.tenant_id and ur.user_id = t.user_id order by r.name)`.as(
        'roleNames',
      ),
    )
    .where('t.tokenHash', '=', sha256Hex(accessToken))
    .where('t.revokedAt', 'is', null)
    .where('t.expiresAt', '>', now)
    .where('u.isActive', '=', true)
    .where('tn.isActive', '=', true)
    .executeTakeFirst();
  return row;
}

export async function revokeAccessToken(db: Kysely<Database>, tokenId: number, now: Date): Promise<void> {
  await db.updateTable('accessTokens').set({ revokedAt: now }).where('id', '=', tokenId).execute();
}
