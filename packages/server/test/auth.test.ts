import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/auth/access-tokens';
import { REMEMBERED_TOKEN_LIFETIME_S } from '../src/config';
import { call, login, testClock, useTestApp } from './harness';

const SESSION_URL = '/api/services/app/Session/GetCurrentLoginInformations';
const time = testClock();

const harness = useTestApp({ config: { clock: time.clock } });

/** The session of a token, as the tenant header names it. */
const sessionOf = (token: string, tenantId: number) =>
  call(harness.app, { method: 'GET', url: SESSION_URL, token, tenantId });
const authenticate = (payload: object, tenantId?: number) =>
  call(harness.app, { method: 'POST', url: '/api/TokenAuth/Authenticate', payload, tenantId });

describe('POST /api/TokenAuth/Authenticate (§7)', () => {
  it('issues an opaque token for one day by default, in the default tenant 3', async () => {
    const reply = await authenticate({ userNameOrEmailAddress: 'admin', password: '123qwe' });
    expect(reply.statusCode).toBe(200);
    const { result } = reply.json();
    expect(result.expireInSeconds).toBe(86_400);
    expect(result.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.userId).toBeGreaterThan(0);
    const session = await call(harness.app, { method: 'GET', url: SESSION_URL, token: result.accessToken });
    expect(session.json().result.tenant.id).toBe(3);
  });

  it('gives a thirty-day token with rememberClient', async () => {
    const result = await login(harness.app, 'manager', 3, true);
    expect(result.expireInSeconds).toBe(REMEMBERED_TOKEN_LIFETIME_S);
  });

  it('accepts the e-mail address and any letter case', async () => {
    const reply = await authenticate({
      userNameOrEmailAddress: 'Agent@Default.tender.example',
      password: '123qwe',
    });
    expect(reply.statusCode).toBe(200);
  });

  it('logs in to the tenant the header names', async () => {
    const { accessToken } = await login(harness.app, 'admin', 1);
    const session = await sessionOf(accessToken, 1);
    expect(session.json().result.tenant).toMatchObject({ id: 1, tenancyName: 'archive-agency' });
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await authenticate({ userNameOrEmailAddress: 'admin', password: 'nope' });
    const unknown = await authenticate({ userNameOrEmailAddress: 'nobody', password: '123qwe' });
    const otherTenant = await authenticate({ userNameOrEmailAddress: 'admin', password: '123qwe' }, 99);
    for (const reply of [wrong, unknown, otherTenant]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({
        success: false,
        unAuthorizedRequest: true,
        error: { code: 'UNAUTHENTICATED', message: 'Invalid user name or password' },
      });
    }
  });

  it('never returns the password hash', async () => {
    const reply = await authenticate({ userNameOrEmailAddress: 'admin', password: '123qwe' });
    const session = await call(harness.app, {
      method: 'GET',
      url: SESSION_URL,
      token: reply.json().result.accessToken,
    });
    for (const body of [reply.body, session.body]) {
      expect(body).not.toMatch(/scrypt|passwordHash|password/i);
    }
  });
});

describe('the token on protected routes', () => {
  it('is required: no token is 401 with unAuthorizedRequest', async () => {
    const reply = await call(harness.app, { method: 'GET', url: SESSION_URL });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({
      success: false,
      unAuthorizedRequest: true,
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it('must be known', async () => {
    const reply = await call(harness.app, { method: 'GET', url: SESSION_URL, token: 'made-up-token' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().unAuthorizedRequest).toBe(true);
  });

  it('expires after its lifetime (moved clock)', async () => {
    const { accessToken, expireInSeconds } = await login(harness.app, 'agent');
    time.advance(expireInSeconds - 60);
    expect(
      (await call(harness.app, { method: 'GET', url: SESSION_URL, token: accessToken })).statusCode,
    ).toBe(200);
    time.advance(61);
    const reply = await call(harness.app, { method: 'GET', url: SESSION_URL, token: accessToken });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().unAuthorizedRequest).toBe(true);
  });

  it('outlives a day when remembered', async () => {
    const { accessToken } = await login(harness.app, 'agent', 3, true);
    time.advance(2 * 86_400);
    expect(
      (await call(harness.app, { method: 'GET', url: SESSION_URL, token: accessToken })).statusCode,
    ).toBe(200);
  });

  it('is revoked by POST /auth/logout', async () => {
    const { accessToken } = await login(harness.app, 'viewer');
    const out = await call(harness.app, { method: 'POST', url: '/auth/logout', token: accessToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true, result: null });
    const after = await call(harness.app, { method: 'GET', url: SESSION_URL, token: accessToken });
    expect(after.statusCode).toBe(401);
    expect(after.json().unAuthorizedRequest).toBe(true);
    const other = await login(harness.app, 'viewer');
    expect(
      (await call(harness.app, { method: 'GET', url: SESSION_URL, token: other.accessToken })).statusCode,
    ).toBe(200);
  });

  it('is bound to its tenant: another tenant in the header is 403', async () => {
    const { accessToken } = await login(harness.app, 'admin', 3);
    const reply = await sessionOf(accessToken, 1);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({
      success: false,
      unAuthorizedRequest: false,
      error: { code: 'NOT_PERMITTED' },
    });
    expect(
      (await call(harness.app, { method: 'GET', url: SESSION_URL, token: accessToken, tenantId: 3 }))
        .statusCode,
    ).toBe(200);
  });

  it('is stored only as a hash', async () => {
    const { accessToken } = await login(harness.app, 'admin');
    const rows = await harness.database.db.selectFrom('accessTokens').select('tokenHash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === accessToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('is kept between calls: a revocation nobody reports is not seen (the session cache is real)', async () => {
    const { accessToken } = await login(harness.app, 'manager', 3);
    expect(
      (await call(harness.app, { method: 'GET', url: SESSION_URL, token: accessToken })).statusCode,
    ).toBe(200);
    await sql`alter table access_tokens disable trigger access_tokens_identity_notify`.execute(
      harness.database.db,
    );
    try {
      await sql`update access_tokens set revoked_at = now() where token_hash = ${sha256Hex(accessToken)}`.execute(
        harness.database.db,
      );
      expect(
        (await call(harness.app, { method: 'GET', url: SESSION_URL, token: accessToken })).statusCode,
      ).toBe(200);
    } finally {
      await sql`alter table access_tokens enable trigger access_tokens_identity_notify`.execute(
        harness.database.db,
      );
    }
    // Any reported change of the tenant's identities drops its kept sessions.
    await sql`update users set name = name where tenant_id = 3 and user_name = 'viewer'`.execute(
      harness.database.db,
    );
    await expect
      .poll(
        async () =>
          (await call(harness.app, { method: 'GET', url: SESSION_URL, token: accessToken })).statusCode,
        {
          timeout: 5_000,
        },
      )
      .toBe(401);
  });

  it('stops working when its user or tenant is deactivated', async () => {
    const user = await login(harness.app, 'agent', 1);
    const other = await login(harness.app, 'manager', 1);
    await harness.database.db
      .updateTable('users')
      .set({ isActive: false })
      .where('id', '=', user.userId)
      .execute();
    expect(
      (await call(harness.app, { method: 'GET', url: SESSION_URL, token: user.accessToken })).statusCode,
    ).toBe(401);
    expect(
      (await call(harness.app, { method: 'GET', url: SESSION_URL, token: other.accessToken })).statusCode,
    ).toBe(200);
    // `other` was just used, so its session is kept: it ends as soon as the database reports the change.
    await harness.database.db.updateTable('tenants').set({ isActive: false }).where('id', '=', 1).execute();
    await expect
      .poll(
        async () =>
          (await call(harness.app, { method: 'GET', url: SESSION_URL, token: other.accessToken })).statusCode,
        {
          timeout: 5_000,
        },
      )
      .toBe(401);
    const relogin = await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId: 1,
      payload: { userNameOrEmailAddress: 'manager', password: '123qwe' },
    });
    expect(relogin.statusCode).toBe(401);
  });
});
