import type { StoredToken } from '@tender/domain';

/** A stored token that is well-formed and not yet expired, else null: both count as "not signed in" (§9). */
export function liveToken(candidate: unknown, now: number): StoredToken | null {
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { accessToken, expiresAt, tenantId, tenantName } = candidate as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt <= now) return null;
  // A token is bound to its tenant on the server: without the tenant it cannot be used.
  if (typeof tenantId !== 'number' || !Number.isInteger(tenantId)) return null;
  return { accessToken, expiresAt, tenantId, ...(typeof tenantName === 'string' ? { tenantName } : {}) };
}
