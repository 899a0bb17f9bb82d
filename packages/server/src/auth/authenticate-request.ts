import { NotPermittedError, UnauthenticatedError } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { tenantIdOf } from '../http/tenant-header';
import type { AppDeps } from '../http/zod-app';
import { type AuthSession, resolveAccessToken } from './access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session on protected routes; null before authentication. */
    auth: AuthSession | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The onRequest hook of protected routes (§6 "access needs a token"): a missing, expired or revoked
 * token is 401 with unAuthorizedRequest; a token used under another tenant's header is 403.
 */
export function authenticateRequest(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token) throw new UnauthenticatedError('Authentication required: send Authorization: Bearer <token>');
    const session = await resolveAccessToken(deps.db, token, deps.config.clock());
    if (!session) throw new UnauthenticatedError('The access token is invalid, expired or revoked');
    const tenantId = tenantIdOf(request);
    if (tenantId !== undefined && tenantId !== session.tenantId) {
      throw new NotPermittedError('The access token belongs to another tenant');
    }
    request.auth = session;
  };
}

/** The session of an authenticated request (only call on protected routes). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new UnauthenticatedError('Authentication required');
  return request.auth;
}
