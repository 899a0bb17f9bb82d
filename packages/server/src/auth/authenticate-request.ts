import { NotPermittedError, refusal, UnauthenticatedError } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { tenantIdOf } from '../http/tenant-header';
import type { AppDeps } from '../http/zod-app';
import { type AuthSession, resolveAccessToken, sha256Hex } from './access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session on protected routes; null before authentication. */
    auth: AuthSession | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The onRequest hook of protected routes (§6 "access needs a token"): a missing, expired or revoked
 * token is 401 with unAuthorizedRequest; a token used under another tenant's header is 403. The
 * session behind a token is read once and kept (src/cache/server-caches.ts), so a call costs no
 * database round trip to know its caller.
 */
export function authenticateRequest(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token) throw new UnauthenticatedError('Authentication required: send Authorization: Bearer <token>');
    const now = deps.config.clock();
    // Kept until the database reports a change to the tenant's users, roles or tokens (migration 0009).
    const session = await deps.caches.sessions.read(
      sha256Hex(token),
      () => resolveAccessToken(deps.db, token, now),
      (kept) => kept.tenantId,
    );
    if (!session || session.expiresAt.getTime() <= now.getTime())
      throw new UnauthenticatedError('The access token is invalid, expired or revoked');
    const tenantId = tenantIdOf(request);
    if (tenantId !== undefined && tenantId !== session.tenantId) {
      throw new NotPermittedError(refusal('tokenOfAnotherTenant'));
    }
    request.auth = session;
  };
}

/** The session of an authenticated request (only call on protected routes). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new UnauthenticatedError('Authentication required');
  return request.auth;
}
