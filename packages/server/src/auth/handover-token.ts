import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Single sign-on hand-over tokens (§1, §7 ExternalAuthenticate / ReloadAuthenticate). The external
 * provider signs `base64url(JSON payload)` with HMAC-SHA256 under the secret it shares with us; the
 * token is `<payload>.<signature>`, both base64url. The payload names the user, the tenant and an expiry.
 */
export const handoverPayloadSchema = z.object({
  /** User name (or e-mail) of an existing user of the tenant. */
  sub: z.string().min(1),
  /** Tenant id. */
  tenant: z.number().int().positive(),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
  /** Issued at, seconds since the epoch. */
  iat: z.number().int().optional(),
  /** The platform the user came from, if the provider restricts it. */
  platformId: z.string().optional(),
});
export type HandoverPayload = z.infer<typeof handoverPayloadSchema>;

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/**
 * Mints a hand-over token, as the external provider does; for tests and for the provider's own
 * integration (see the package README, "Single sign-on").
 */
export function mintHandoverToken(
  secret: string,
  claims: { userName: string; tenantId: number; expiresInSeconds?: number; platformId?: string; now?: Date },
): string {
  const iat = Math.floor((claims.now ?? new Date()).getTime() / 1000);
  const payload: HandoverPayload = {
    sub: claims.userName,
    tenant: claims.tenantId,
    iat,
    exp: iat + (claims.expiresInSeconds ?? 300),
    ...(claims.platformId ? { platformId: claims.platformId } : {}),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export type HandoverCheck =
  | { readonly ok: true; readonly payload: HandoverPayload }
  | { readonly ok: false; readonly reason: 'malformed' | 'bad-signature' | 'expired' };

/** Verifies a hand-over token's signature (constant time) and expiry. */
export function verifyHandoverToken(secret: string, token: string, now: Date): HandoverCheck {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad-signature' };
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = handoverPayloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, payload: parsed.data };
}
