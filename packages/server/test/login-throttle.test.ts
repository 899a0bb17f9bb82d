import { LOGIN_REFUSALS, LOGIN_THROTTLE, UnauthenticatedError } from '@tender/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLoginThrottle } from '../src/auth/login-throttle';
import { createServerCaches } from '../src/cache/server-caches';
import { loadConfig } from '../src/config';
import { registerErrorHandling } from '../src/http/error-handler';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, call, openTestDatabase, type TestClock, testClock } from './harness';

/**
 * Login throttling (domain session/login-throttle.ts, ADR 0020): failed sign-ins are counted per account
 * and address, and per address, in the database; past the limit the answer is 429 with Retry-After.
 */
let database: TestDatabase;
let time: TestClock;
let app: FastifyInstance;
/** A second server process on the same database. */
let other: FastifyInstance;

const LIMIT = LOGIN_THROTTLE.failuresPerAccountAndAddress;

beforeAll(async () => {
  database = await openTestDatabase();
  time = testClock();
  app = await buildTestApp(database, { clock: time.clock });
  other = await buildTestApp(database, { clock: time.clock });
});
afterAll(async () => {
  await other.close();
  await app.close();
  await database.close();
});

function signIn(
  server: FastifyInstance,
  from: string,
  {
    user = 'admin',
    password = '123qwe',
    headers = {},
  }: { user?: string; password?: string; headers?: Record<string, string> } = {},
) {
  return call(server, {
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    tenantId: 3,
    remoteAddress: from,
    headers,
    payload: { userNameOrEmailAddress: user, password, rememberClient: false },
  });
}

async function failTimes(times: number, from: string, server = app, user = 'admin') {
  for (let i = 0; i < times; i++) {
    expect((await signIn(server, from, { user, password: 'wrong' })).statusCode).toBe(401);
  }
}

describe('login throttling', () => {
  it(`answers 429 with Retry-After after ${LIMIT} failures, even to the right password`, async () => {
    await failTimes(LIMIT, '10.0.1.1');
    const refused = await signIn(app, '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_THROTTLE.windowSeconds);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'THROTTLED', message: LOGIN_REFUSALS.throttled },
    });
  });

  it('lets the same user in from another address: no one can lock a user out from afar', async () => {
    await failTimes(LIMIT, '10.0.2.1');
    expect((await signIn(app, '10.0.2.1')).statusCode).toBe(429);
    expect((await signIn(app, '10.0.2.2')).statusCode).toBe(200);
  });

  it('counts a name however it is typed as one account', async () => {
    await failTimes(LIMIT, '10.0.3.1', app, 'ADMIN ');
    expect((await signIn(app, '10.0.3.1', { user: 'admin' })).statusCode).toBe(429);
  });

  it('does not reset the count for a client that sends its own X-Forwarded-For', async () => {
    await failTimes(LIMIT, '10.0.4.1');
    const spoofed = await signIn(app, '10.0.4.1', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(spoofed.statusCode).toBe(429);
  });

  it('believes X-Forwarded-For from a configured proxy only', async () => {
    const behindProxy = await buildTestApp(database, { clock: time.clock, trustProxy: ['10.0.5.254'] });
    try {
      const viaProxy = (client: string, password = 'wrong') =>
        signIn(behindProxy, '10.0.5.254', { password, headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < LIMIT; i++) expect((await viaProxy('198.51.100.1')).statusCode).toBe(401);
      expect((await viaProxy('198.51.100.1', '123qwe')).statusCode).toBe(429);
      // Another client behind the same proxy is another address.
      expect((await viaProxy('198.51.100.2', '123qwe')).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('holds across two server processes sharing the database', async () => {
    await failTimes(LIMIT / 2, '10.0.6.1', app);
    await failTimes(LIMIT - LIMIT / 2, '10.0.6.1', other);
    expect((await signIn(other, '10.0.6.1')).statusCode).toBe(429);
    expect((await signIn(app, '10.0.6.1')).statusCode).toBe(429);
  });

  it('counts failures only: staff who sign in often are never slowed down', async () => {
    for (let i = 0; i < LIMIT * 2; i++) expect((await signIn(app, '10.0.7.1')).statusCode).toBe(200);
    await failTimes(LIMIT - 1, '10.0.7.1');
    expect((await signIn(app, '10.0.7.1')).statusCode).toBe(200);
  });

  it('never locks out a burst of parallel right sign-ins: refused attempts are not failures', async () => {
    const from = '10.0.7.2';
    const burst = await Promise.all(Array.from({ length: LIMIT * 3 }, () => signIn(app, from)));
    expect(burst.every((reply) => reply.statusCode === 200 || reply.statusCode === 429)).toBe(true);
    // Whatever the burst was refused, the next sign-in is let in, and so are the ones after it.
    for (let i = 0; i < 3; i++) expect((await signIn(app, from)).statusCode).toBe(200);
  });

  it('opens again when the window has passed', async () => {
    await failTimes(LIMIT, '10.0.8.1');
    expect((await signIn(app, '10.0.8.1')).statusCode).toBe(429);
    time.advance(LOGIN_THROTTLE.windowSeconds + 1);
    expect((await signIn(app, '10.0.8.1')).statusCode).toBe(200);
  });

  it('stops one address spraying a password across many names', async () => {
    const from = '10.0.9.1';
    for (let i = 0; i < LOGIN_THROTTLE.failuresPerAddress; i++) {
      expect((await signIn(app, from, { user: `nobody-${i}`, password: 'wrong' })).statusCode).toBe(401);
    }
    expect((await signIn(app, from)).statusCode).toBe(429);
    expect((await signIn(app, '10.0.9.2')).statusCode).toBe(200);
  });
});

describe('a refused sign-in tells nothing about the name', () => {
  it('answers an unknown user and a wrong password alike, in the same time', async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    const bodies = new Set<string>();
    const timed = async (into: number[], user: string, from: string) => {
      const started = process.hrtime.bigint();
      const reply = await signIn(app, from, { user, password: 'not-the-password' });
      into.push(Number(process.hrtime.bigint() - started) / 1e6);
      expect(reply.statusCode).toBe(401);
      bodies.add(reply.body);
    };
    // Each from an address of its own, so the throttle stays out of the way; the order alternates, so a
    // busy machine's slow moments fall on both sides alike.
    for (let i = 0; i < 31; i++) {
      const pair = [
        () => timed(unknown, `no-such-user-${i}`, `10.1.${i}.1`),
        () => timed(wrong, 'admin', `10.1.${i}.2`),
      ];
      for (const sample of i % 2 === 0 ? pair : pair.reverse()) await sample();
    }
    expect(bodies.size).toBe(1);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(Math.abs(median(unknown) - median(wrong))).toBeLessThan(10);
  });
});

describe('only wrong passwords count', () => {
  it('never counts a sign-in whose check failed for another reason (the database went away)', async () => {
    const bare = Fastify();
    registerErrorHandling(bare);
    const deps = {
      db: database.db,
      config: loadConfig({}, { clock: time.clock }),
      caches: createServerCaches(),
    };
    const throttle = await registerLoginThrottle(bare, deps);
    const attempt = { tenantId: 3, userNameOrEmail: 'checked' };
    bare.post('/database-down', (request) =>
      throttle.check(request, attempt, async () => {
        throw new Error('Connection terminated unexpectedly');
      }),
    );
    bare.post('/wrong-password', (request) =>
      throttle.check(request, attempt, async () => {
        throw new UnauthenticatedError('wrong password');
      }),
    );
    try {
      const send = (url: string) => bare.inject({ method: 'POST', url, remoteAddress: '10.2.0.1' });
      for (let i = 0; i < LIMIT * 2; i++) expect((await send('/database-down')).statusCode).toBe(503);
      for (let i = 0; i < LIMIT; i++) expect((await send('/wrong-password')).statusCode).toBe(401);
      expect((await send('/wrong-password')).statusCode).toBe(429);
    } finally {
      await bare.close();
    }
  });
});
