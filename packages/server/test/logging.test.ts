import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mintHandoverToken } from '../src/auth/handover-token';
import { createLogger } from '../src/http/logger';
import { call, login, useTestApp } from './harness';

const SECRET = 'log-test-shared-secret-0123456789abcdefgh';
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

const harness = useTestApp({
  config: { ssoProviders: { UserCenter: { secret: SECRET, platformIds: [] } } },
  logger: createLogger('trace', sink),
});

describe('structured logs', () => {
  it('carry a request id and never a password, token or hand-over key', async () => {
    const password = '123qwe';
    const wrong = 'Wr0ng-Secret-Pass';
    const login = await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'admin', password, rememberClient: true },
    });
    const { accessToken } = login.json().result;
    await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'admin', password: wrong },
    });
    await call(harness.app, {
      method: 'GET',
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      token: accessToken,
    });
    await call(harness.app, {
      method: 'GET',
      url: '/api/services/app/AbpCompany/GetById?id=x',
      token: accessToken,
    });
    const providerKey = mintHandoverToken(SECRET, { userName: 'agent', tenantId: 3 });
    const handed = await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/ReloadAuthenticate',
      payload: { authProvider: 'UserCenter', providerKey, platformId: 'p' },
    });
    await call(harness.app, { method: 'POST', url: '/auth/logout', token: accessToken });
    await new Promise((resolve) => setImmediate(resolve));

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    for (const secret of [
      password,
      wrong,
      accessToken,
      providerKey,
      handed.json().result.accessToken,
      'scrypt$',
    ]) {
      expect(text).not.toContain(secret);
    }
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'incoming request');
    expect(requests.length).toBe(6);
    expect(requests.every((l) => typeof l.reqId === 'string' && l.reqId.length > 0)).toBe(true);
  });

  it('warn of every refused authorisation with the user, the tenant, the route and the time', async () => {
    const viewer = await login(harness.app, 'viewer');
    const before = lines.length;
    const refused = await call(harness.app, {
      method: 'DELETE',
      url: '/api/services/app/Sproject/Delete?id=1',
      token: viewer.accessToken,
      tenantId: 3,
    });
    expect(refused.statusCode).toBe(403);
    await new Promise((resolve) => setImmediate(resolve));
    const warnings = lines
      .slice(before)
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'authorisation refused');
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 40,
        userId: viewer.userId,
        tenantId: 3,
        method: 'DELETE',
        route: '/api/services/app/Sproject/Delete',
        time: expect.any(Number),
      }),
    ]);
  });

  it('redacts credentials in any object that is logged', () => {
    const captured: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _e, done) {
          captured.push(String(chunk));
          done();
        },
      }),
    );
    logger.info(
      { password: 'p4ss', body: { password: 'p4ss', accessToken: 'tok3n', providerKey: 'k3y' } },
      'x',
    );
    logger.info({ req: { headers: { authorization: 'Bearer tok3n' } } }, 'y');
    const text = captured.join('');
    for (const secret of ['p4ss', 'tok3n', 'k3y']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
});
