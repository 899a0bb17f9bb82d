import {
  authenticateResultSchema,
  authenticateSchema,
  NotPermittedError,
  reloadAuthenticateSchema,
  UnauthenticatedError,
} from '@tender/domain';
import { z } from 'zod';
import { issueAccessToken, revokeAccessToken } from '../auth/access-tokens';
import { sessionOf } from '../auth/authenticate-request';
import { verifyHandoverToken } from '../auth/handover-token';
import { DUMMY_HASH, verifyPassword } from '../auth/password';
import { findActiveUser } from '../auth/user-store';
import { abp, ok } from '../http/envelope';
import { loginTenantIdOf, tenantIdOf } from '../http/tenant-header';
import type { AppDeps, ZodApp } from '../http/zod-app';

/** The same message whether the user is unknown or the password wrong, so names cannot be probed. */
export const LOGIN_FAILED = 'Invalid user name or password';

/** ExternalAuthenticate: the hand-over fields of ReloadAuthenticate; platformId optional. */
const externalAuthenticateSchema = reloadAuthenticateSchema.extend({
  platformId: z.string().trim().max(100).optional(),
  providerAccessCode: z.string().max(4000).optional(),
});

const TAGS = ['TokenAuth'];

/** POST /api/TokenAuth/Authenticate, ExternalAuthenticate, ReloadAuthenticate (§7), all anonymous. */
export function registerTokenAuthRoutes(app: ZodApp, deps: AppDeps): void {
  const { db, config } = deps;
  const lifetime = (remember: boolean) =>
    remember ? config.tokenLifetimeSeconds.remembered : config.tokenLifetimeSeconds.normal;

  app.post(
    '/api/TokenAuth/Authenticate',
    { schema: { tags: TAGS, body: authenticateSchema, response: { 200: abp(authenticateResultSchema) } } },
    async (request) => {
      const { userNameOrEmailAddress, password, rememberClient } = request.body;
      const tenantId = loginTenantIdOf(request);
      const user = await findActiveUser(db, tenantId, userNameOrEmailAddress);
      const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) throw new UnauthenticatedError(LOGIN_FAILED);
      const token = await issueAccessToken(db, {
        userId: user.id,
        tenantId,
        remember: rememberClient,
        lifetimeSeconds: lifetime(rememberClient),
        clock: config.clock,
      });
      return ok({ ...token, userId: user.id });
    },
  );

  /** Verifies a hand-over and issues a token for the user it names. */
  const handOver = async (
    request: Parameters<typeof tenantIdOf>[0],
    input: { authProvider: string; providerKey: string; platformId?: string | undefined },
  ) => {
    const provider = Object.hasOwn(config.ssoProviders, input.authProvider)
      ? config.ssoProviders[input.authProvider]
      : undefined;
    if (!provider) throw new UnauthenticatedError(`Unknown single sign-on provider '${input.authProvider}'`);
    const check = verifyHandoverToken(provider.secret, input.providerKey, config.clock());
    if (!check.ok) {
      const why = {
        malformed: 'is malformed',
        'bad-signature': 'has a bad signature',
        expired: 'has expired',
      };
      throw new UnauthenticatedError(`The hand-over token ${why[check.reason]}`);
    }
    const { payload } = check;
    const platformId = input.platformId || payload.platformId;
    if (payload.platformId && input.platformId && payload.platformId !== input.platformId) {
      throw new UnauthenticatedError('The hand-over token was issued for another platform');
    }
    if (provider.platformIds.length > 0 && (!platformId || !provider.platformIds.includes(platformId))) {
      throw new UnauthenticatedError('The platform may not hand over to this provider');
    }
    const headerTenant = tenantIdOf(request);
    if (headerTenant !== undefined && headerTenant !== payload.tenant) {
      throw new NotPermittedError('The hand-over token belongs to another tenant');
    }
    const user = await findActiveUser(db, payload.tenant, payload.sub);
    if (!user) throw new UnauthenticatedError('The handed-over user is unknown or inactive');
    const token = await issueAccessToken(db, {
      userId: user.id,
      tenantId: payload.tenant,
      remember: false,
      lifetimeSeconds: lifetime(false),
      clock: config.clock,
    });
    return ok({ ...token, userId: user.id });
  };

  app.post(
    '/api/TokenAuth/ExternalAuthenticate',
    {
      schema: {
        tags: TAGS,
        body: externalAuthenticateSchema,
        response: { 200: abp(authenticateResultSchema) },
      },
    },
    (request) => handOver(request, request.body),
  );
  app.post(
    '/api/TokenAuth/ReloadAuthenticate',
    {
      schema: {
        tags: TAGS,
        body: reloadAuthenticateSchema,
        response: { 200: abp(authenticateResultSchema) },
      },
    },
    (request) => handOver(request, request.body),
  );
}

/** POST /auth/logout (§7): revokes the caller's token. Protected. */
export function registerLogoutRoute(app: ZodApp, deps: AppDeps): void {
  app.post('/auth/logout', { schema: { tags: TAGS, response: { 200: abp(z.null()) } } }, async (request) => {
    const session = sessionOf(request);
    await revokeAccessToken(deps.db, session.tokenId, deps.config.clock());
    // The database reports the revocation to every process; this one forgets at once.
    deps.caches.sessions.changed(session.tenantId);
    return ok(null);
  });
}
