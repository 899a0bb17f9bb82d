import {
  LOGIN_REFUSALS,
  LOGIN_THROTTLE,
  NotPermittedError,
  TooManyAttemptsError,
  UnauthenticatedError,
  ValidationError,
} from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../src/http/http-auth-gateway';
import { HttpSessionGateway } from '../src/http/http-session-gateway';
import {
  clientsFor,
  DEMO_PASSWORD,
  failureOf,
  mintHandoverToken,
  startServer,
  type TestServer,
  VariableTokenStore,
} from './real-server';

const SSO_SECRET = 'a-shared-secret-of-at-least-32-characters';

describe('HttpAuthGateway against the real server (§7 TokenAuth, Account/IsTenantAvailable, /auth/logout)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ ssoProviders: { portal: { secret: SSO_SECRET, platformIds: [] } } });
  });
  afterAll(() => server?.close());

  const setup = () => {
    const { clients, fired, tokens } = clientsFor(server.url, new VariableTokenStore());
    return {
      auth: new HttpAuthGateway(clients.api),
      sessions: new HttpSessionGateway(clients.api),
      fired,
      tokens,
    };
  };

  it('logs the demo admin in and returns a token with its lifetime (one day without rememberClient, §9)', async () => {
    const { auth } = setup();
    const reply = await auth.authenticate({
      userNameOrEmailAddress: 'admin',
      password: DEMO_PASSWORD,
      tenantId: 3,
    });
    expect(reply.accessToken).toMatch(/\S{20,}/);
    expect(reply.expireInSeconds).toBe(86_400);
    expect(reply.userId).toBeGreaterThan(0);
  });

  it('a wrong password is UnauthenticatedError with the server message, and no unauthorized event', async () => {
    const { auth, fired } = setup();
    const error = await failureOf(
      auth.authenticate({
        userNameOrEmailAddress: 'admin',
        password: 'wrong',
        rememberClient: false,
        tenantId: 3,
      }),
    );
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error.message).toBe('Invalid user name or password');
    expect(fired).toEqual([]);
  });

  it('a sign-in throttled after too many failures is TooManyAttemptsError with the seconds to wait', async () => {
    const { auth } = setup();
    // A name of its own, so that the other tests' sign-ins from this address stay unthrottled.
    const attempt = () =>
      auth.authenticate({
        userNameOrEmailAddress: 'guesser',
        password: 'wrong',
        rememberClient: false,
        tenantId: 3,
      });
    for (let i = 0; i < LOGIN_THROTTLE.failuresPerAccountAndAddress; i++) {
      expect(await failureOf(attempt())).toBeInstanceOf(UnauthenticatedError);
    }
    const error = await failureOf(attempt());
    expect(error).toBeInstanceOf(TooManyAttemptsError);
    expect(error.message).toBe(LOGIN_REFUSALS.throttled);
    expect((error as TooManyAttemptsError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('a user of another tenant cannot log in under tenant 3 … but can under its own (tenant 1)', async () => {
    const { auth } = setup();
    const reply = await auth.authenticate({
      userNameOrEmailAddress: 'admin',
      password: DEMO_PASSWORD,
      tenantId: 1,
    });
    expect(reply.accessToken).toBeTruthy();
  });

  it('a validation failure names the field', async () => {
    const { auth } = setup();
    const error = await failureOf(
      auth.authenticate({ userNameOrEmailAddress: 'admin', password: '', tenantId: 3 }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields.map((f) => f.field)).toEqual(['password']);
  });

  it('isTenantAvailable looks a tenant up by name without a token: available, unknown, invalid', async () => {
    const { auth, fired, tokens } = setup();
    expect(tokens.load()).toBeNull();
    expect(await auth.isTenantAvailable('Default')).toEqual({ state: 1, tenantId: 3 });
    expect(await auth.isTenantAvailable('ARCHIVE-AGENCY')).toEqual({ state: 1, tenantId: 1 });
    expect(await auth.isTenantAvailable('nowhere')).toEqual({ state: 3, tenantId: null });
    const error = await failureOf(auth.isTenantAvailable(' '));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields.map((f) => f.field)).toEqual(['tenancyName']);
    expect(fired).toEqual([]);
  });

  it('logout revokes the token: the next call is UnauthenticatedError and fires the unauthorized event (§8)', async () => {
    const { auth, sessions, tokens, fired } = setup();
    const reply = await auth.authenticate({
      userNameOrEmailAddress: 'agent',
      password: DEMO_PASSWORD,
      tenantId: 3,
    });
    tokens.save({ accessToken: reply.accessToken, expiresAt: Date.now() + 60_000, tenantId: 3 });
    expect((await sessions.currentLoginInformations()).user.userName).toBe('agent');
    await auth.logout();
    const error = await failureOf(sessions.currentLoginInformations());
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error.message).toBe('The access token is invalid, expired or revoked');
    expect(fired).toEqual(['unauthorized: The access token is invalid, expired or revoked']);
  });

  it('logout without a token is refused as unauthenticated, not swallowed', async () => {
    const { auth } = setup();
    expect(await failureOf(auth.logout())).toBeInstanceOf(UnauthenticatedError);
  });

  it('ReloadAuthenticate and ExternalAuthenticate accept a signed hand-over and give a working token', async () => {
    const { auth, sessions, tokens } = setup();
    const providerKey = mintHandoverToken(SSO_SECRET, { userName: 'manager', tenantId: 3 });
    const reloaded = await auth.reloadAuthenticate({
      authProvider: 'portal',
      providerKey,
      platformId: 'portal-web',
    });
    tokens.save({ accessToken: reloaded.accessToken, expiresAt: Date.now() + 60_000, tenantId: 3 });
    expect((await sessions.currentLoginInformations()).user.userName).toBe('manager');
    const external = await auth.externalAuthenticate({
      authProvider: 'portal',
      providerKey,
      platformId: 'portal-web',
    });
    expect(external.accessToken).not.toBe(reloaded.accessToken);
  });

  it('a forged hand-over is UnauthenticatedError; one for another tenant than the header is NotPermittedError', async () => {
    const { auth } = setup();
    const forged = mintHandoverToken('not-the-shared-secret-but-32-chars-long', {
      userName: 'admin',
      tenantId: 3,
    });
    const error = await failureOf(
      auth.reloadAuthenticate({ authProvider: 'portal', providerKey: forged, platformId: 'x' }),
    );
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error.message).toBe('The hand-over token has a bad signature');
    const tenant1 = mintHandoverToken(SSO_SECRET, { userName: 'admin', tenantId: 1 });
    const other = await failureOf(
      auth.reloadAuthenticate({ authProvider: 'portal', providerKey: tenant1, platformId: 'x', tenantId: 3 }),
    );
    expect(other).toBeInstanceOf(NotPermittedError);
  });
});
