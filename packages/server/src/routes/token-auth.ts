import {
  authenticateResultSchema,
  authenticateSchema,
  LOGIN_REFUSALS,
  NotPermittedError,
  refusal,
  reloadAuthenticateSchema,
  UnauthenticatedError,
} from '@tender/domain';
import { z } from 'zod';
import { KyselyAccessTokenStore } from '../adapters/identity/kysely-access-token-store';
import { KyselyUserStore } from '../adapters/identity/kysely-user-store';
import { auditOf } from '../audit/request-audit';
import { issueAccessToken } from '../auth/access-tokens';
import { sessionOf } from '../auth/authenticate-request';
import { verifyHandoverToken } from '../auth/handover-token';
import type { LoginThrottle } from '../auth/login-throttle';
import { dummyHash, verifyPassword } from '../auth/password';
import { abp, ok } from '../http/envelope';
import { loginTenantIdOf, tenantIdOf } from '../http/tenant-header';
import type { AppDeps, ZodApp } from '../http/zod-app';

/** The same message whether the user is unknown, inactive or the password wrong, so names cannot be probed. */
export const LOGIN_FAILED = LOGIN_REFUSALS.credentials;

/** ExternalAuthenticate: the hand-over fields of ReloadAuthenticate; platformId optional. */
const externalAuthenticateSchema = reloadAuthenticateSchema.extend({
  platformId: z.string().trim().max(100).optional(),
  providerAccessCode: z.string().max(4000).optional(),
});

const TAGS = ['TokenAuth'];

/**
 * POST /api/TokenAuth/Authenticate, ExternalAuthenticate, ReloadAuthenticate (§7), all anonymous. Password
 * sign-ins go through the throttle; a hand-over carries a signature no one can guess, so it needs none.
 */
export function registerTokenAuthRoutes(app: ZodApp, deps: AppDeps, throttle: LoginThrottle): void {
  const { db, config } = deps;
  const lifetime = (remember: boolean) =>
    remember ? config.tokenLifetimeSeconds.remembered : config.tokenLifetimeSeconds.normal;

  app.post(
    '/api/TokenAuth/Authenticate',
    {
      config: { access: 'anonymous' },
      schema: { tags: TAGS, body: authenticateSchema, response: { 200: abp(authenticateResultSchema) } },
    },
    async (request) => {
      const { userNameOrEmailAddress, password, rememberClient } = request.body;
      const tenantId = loginTenantIdOf(request);
      const attempt = { tenantId, userNameOrEmail: userNameOrEmailAddress };
      const user = await throttle.check(request, attempt, async () => {
        const found = await new KyselyUserStore(db, tenantId).findActive(userNameOrEmailAddress);
        const valid = await verifyPassword(password, found?.passwordHash ?? dummyHash());
        if (!found || !valid) throw new UnauthenticatedError(LOGIN_FAILED);
        return found;
      });
      // A login carries no session yet: the audit row names the user it signs in (ADR 0012).
      auditOf(request).by({ tenantId, userId: user.id });
      const token = await issueAccessToken(db, {
        userId: user.id,
        tenantId,
        remember: rememberClient,
        lifetimeSeconds: lifetime(rememberClient),
        clock: config.clock,
      });
      return ok({ ...token, userId: user.id, mustChangeCredentials: user.mustChangeCredentials });
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
    if (!provider)
      throw new UnauthenticatedError(refusal('handOverProviderUnknown', { provider: input.authProvider }));
    const check = verifyHandoverToken(provider.secret, input.providerKey, config.clock());
    if (!check.ok) {
      const why = {
        malformed: 'handOverMalformed',
        'bad-signature': 'handOverBadSignature',
        expired: 'handOverExpired',
      } as const;
      throw new UnauthenticatedError(refusal(why[check.reason]));
    }
    const { payload } = check;
    const platformId = input.platformId || payload.platformId;
    if (payload.platformId && input.platformId && payload.platformId !== input.platformId) {
      throw new UnauthenticatedError(refusal('handOverOfAnotherPlatform'));
    }
    if (provider.platformIds.length > 0 && (!platformId || !provider.platformIds.includes(platformId))) {
      throw new UnauthenticatedError(refusal('handOverPlatformRefused'));
    }
    const headerTenant = tenantIdOf(request);
    if (headerTenant !== undefined && headerTenant !== payload.tenant) {
      throw new NotPermittedError(refusal('handOverOfAnotherTenant'));
    }
    const user = await new KyselyUserStore(db, payload.tenant).findActive(payload.sub);
    if (!user) throw new UnauthenticatedError(refusal('handOverUserUnknown'));
    auditOf(request).by({ tenantId: payload.tenant, userId: user.id });
    const token = await issueAccessToken(db, {
      userId: user.id,
      tenantId: payload.tenant,
      remember: false,
      lifetimeSeconds: lifetime(false),
      clock: config.clock,
    });
    return ok({ ...token, userId: user.id, mustChangeCredentials: user.mustChangeCredentials });
  };

  app.post(
    '/api/TokenAuth/ExternalAuthenticate',
    {
      config: { access: 'anonymous' },
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
      config: { access: 'anonymous' },
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
  app.post(
    '/auth/logout',
    {
      config: { access: 'signed-in', whileCredentialsMustChange: true },
      schema: { tags: TAGS, response: { 200: abp(z.null()) } },
    },
    async (request) => {
      const session = sessionOf(request);
      await new KyselyAccessTokenStore(deps.db).revoke(session.tokenId, deps.config.clock());
      auditOf(request).record({ id: session.tokenId });
      // The database reports the revocation to every process; this one forgets at once.
      deps.caches.sessions.changed(session.tenantId);
      return ok(null);
    },
  );
}
