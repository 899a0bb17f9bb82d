import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { KyselyAccessTokenStore } from '../adapters/identity/kysely-access-token-store';
import type { Clock } from '../config';
import type { Database } from '../db/schema';

/**
 * The identity behind a valid access token, with what every request's scope needs (name, login name,
 * company, role names, permissions) read in the same query, so a request pays one round trip to know its
 * caller.
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
  /** The permissions the roles grant (§6 action list; the domain's grantedPermissions), catalogue order. */
  readonly grantedPermissions: readonly string[];
  /** The password is a temporary one: the token serves only the calls that change it (ADR 0014). */
  readonly mustChangeCredentials: boolean;
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
  await new KyselyAccessTokenStore(db).insert({
    tenantId: input.tenantId,
    userId: input.userId,
    tokenHash: sha256Hex(accessToken),
    remember: input.remember,
    creationTime: now,
    expiresAt: new Date(now.getTime() + input.lifetimeSeconds * 1000),
  });
  return { accessToken, expireInSeconds: input.lifetimeSeconds };
}

/** The session of a token that exists, is not revoked, has not expired, and whose user and tenant are active. */
export function resolveAccessToken(
  db: Kysely<Database>,
  accessToken: string,
  now: Date,
): Promise<AuthSession | undefined> {
  return new KyselyAccessTokenStore(db).sessionOf(sha256Hex(accessToken), now);
}
