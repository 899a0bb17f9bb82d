import { describe, expect, it } from 'vitest';
import { mintHandoverToken } from '../src/auth/handover-token';
import { call, testClock, useTestApp } from './harness';

const SECRET = 'user-centre-shared-secret-0123456789abcdef';
const RESTRICTED_SECRET = 'procurement-platform-secret-0123456789abcdef';
const time = testClock();

const harness = useTestApp({
  config: {
    clock: time.clock,
    ssoProviders: {
      UserCenter: { secret: SECRET, platformIds: [] },
      Procurement: { secret: RESTRICTED_SECRET, platformIds: ['platform-a'] },
    },
  },
});

const mint = (claims: Partial<Parameters<typeof mintHandoverToken>[1]> = {}, secret = SECRET) =>
  mintHandoverToken(secret, { userName: 'manager', tenantId: 3, now: time.clock(), ...claims });

const reload = (payload: object, tenantId?: number) =>
  call(harness.app, { method: 'POST', url: '/api/TokenAuth/ReloadAuthenticate', payload, tenantId });

describe('single sign-on hand-over (§7 ReloadAuthenticate, ExternalAuthenticate)', () => {
  it('logs in the user a valid hand-over names', async () => {
    const reply = await reload({ authProvider: 'UserCenter', providerKey: mint(), platformId: 'any' });
    expect(reply.statusCode).toBe(200);
    const { accessToken } = reply.json().result;
    const session = await call(harness.app, {
      method: 'GET',
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      token: accessToken,
    });
    expect(session.json().result.user.userName).toBe('manager');
  });

  it('works through ExternalAuthenticate too, platformId optional', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/ExternalAuthenticate',
      payload: { authProvider: 'UserCenter', providerKey: mint({ tenantId: 1, userName: 'agent' }) },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result.expireInSeconds).toBe(86_400);
  });

  it('refuses a bad signature', async () => {
    const reply = await reload({
      authProvider: 'UserCenter',
      providerKey: mint({}, 'another-secret-of-enough-length-0000000000'),
      platformId: 'p',
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({
      unAuthorizedRequest: true,
      error: { message: 'The hand-over token has a bad signature' },
    });
  });

  it('refuses a tampered payload', async () => {
    const [, signature] = mint().split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', tenant: 3, exp: 4_000_000_000 })).toString(
      'base64url',
    );
    const reply = await reload({
      authProvider: 'UserCenter',
      providerKey: `${forged}.${signature}`,
      platformId: 'p',
    });
    expect(reply.statusCode).toBe(401);
  });

  it('refuses an expired hand-over', async () => {
    const token = mint({ expiresInSeconds: 60 });
    time.advance(61);
    const reply = await reload({ authProvider: 'UserCenter', providerKey: token, platformId: 'p' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.message).toBe('The hand-over token has expired');
  });

  it('refuses an unknown provider, a malformed key and an unknown user', async () => {
    const replies = await Promise.all([
      reload({ authProvider: 'Nobody', providerKey: mint(), platformId: 'p' }),
      reload({ authProvider: 'UserCenter', providerKey: 'not-a-token', platformId: 'p' }),
      reload({ authProvider: 'UserCenter', providerKey: mint({ userName: 'ghost' }), platformId: 'p' }),
    ]);
    for (const reply of replies) expect(reply.statusCode).toBe(401);
  });

  it('enforces a provider platform list', async () => {
    const ok = await reload({
      authProvider: 'Procurement',
      providerKey: mint({}, RESTRICTED_SECRET),
      platformId: 'platform-a',
    });
    const refused = await reload({
      authProvider: 'Procurement',
      providerKey: mint({}, RESTRICTED_SECRET),
      platformId: 'platform-b',
    });
    expect(ok.statusCode).toBe(200);
    expect(refused.statusCode).toBe(401);
  });

  it('refuses a hand-over for another tenant than the header names', async () => {
    const reply = await reload(
      { authProvider: 'UserCenter', providerKey: mint({ tenantId: 3 }), platformId: 'p' },
      1,
    );
    expect(reply.statusCode).toBe(403);
  });

  it('validates the body, naming fields', async () => {
    const reply = await reload({ authProvider: 'UserCenter' });
    expect(reply.statusCode).toBe(400);
    const members = reply.json().error.validationErrors.map((v: { members: string[] }) => v.members[0]);
    expect(members.sort()).toEqual(['platformId', 'providerKey']);
  });
});
