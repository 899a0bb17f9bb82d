import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { postgresPool } from '../src/db/database';
import { createLogger } from '../src/http/logger';
import { SHEDDING_RETRY_AFTER_S } from '../src/operations/load-shedding';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, call, login, openTestDatabase } from './harness';

/**
 * The probes of whoever runs the server (README "Operations"): live while the process serves, ready
 * only while the database answers with every migration applied and the process is not shedding load.
 */
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const probe = (target: FastifyInstance, url: string) => call(target, { method: 'GET', url });

describe('/health/live and /health/ready', () => {
  it('answer 200 over a migrated database, uncached and outside the API document', async () => {
    const live = await probe(app, '/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await probe(app, '/health/ready');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      database: 'up',
      migrations: 'applied',
      shedding: false,
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers['x-content-type-options']).toBe('nosniff');
    const paths = Object.keys((app.swagger() as { paths: object }).paths);
    expect(paths.filter((path) => path.startsWith('/health'))).toEqual([]);
  });

  it('is not ready (503) while a migration of this build is missing from the database', async () => {
    const [last] = await database.db
      .selectFrom('kyselyMigration' as never)
      .select(['name' as never, 'timestamp' as never])
      .orderBy('name' as never, 'desc')
      .limit(1)
      .execute();
    const { name, timestamp } = last as { name: string; timestamp: string };
    await database.db
      .deleteFrom('kyselyMigration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    try {
      const ready = await probe(app, '/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unready',
        database: 'up',
        migrations: 'pending',
        pending: [name],
      });
      expect((await probe(app, '/health/live')).statusCode).toBe(200);
    } finally {
      await database.db
        .insertInto('kyselyMigration' as never)
        .values({ name, timestamp } as never)
        .execute();
    }
    expect((await probe(app, '/health/ready')).statusCode).toBe(200);
  });
});

describe('a database that cannot be reached', () => {
  let unreachable: FastifyInstance;
  let pool: ReturnType<typeof postgresPool>;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused at once.
    pool = postgresPool('postgres://postgres@127.0.0.1:1/test', { connectTimeoutMs: 1_000 });
    unreachable = await buildApp({
      db: pool.db,
      config: loadConfig({}, { shedding: { maxEventLoopDelayMs: 0, maxRssBytes: 0 } }),
      logger: createLogger('silent'),
    });
    await unreachable.ready();
  });
  afterAll(async () => {
    await unreachable?.close();
    await pool?.db.destroy();
  });

  it('leaves the process live but not ready', async () => {
    expect((await probe(unreachable, '/health/live')).statusCode).toBe(200);
    const ready = await probe(unreachable, '/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unready', database: 'down', migrations: 'unknown' });
  });

  it('answers the API 503 in the ABP envelope with Retry-After, never a 500 or a hang', async () => {
    const reply = await call(unreachable, {
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId: 3,
      payload: { userNameOrEmailAddress: 'admin', password: '123qwe' },
    });
    expect(reply.statusCode, reply.body).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(reply.json()).toMatchObject({
      success: false,
      error: { code: 'UNAVAILABLE', message: expect.stringContaining('database is unavailable') },
      __abp: true,
    });
    const list = await call(unreachable, {
      method: 'GET',
      url: '/api/services/app/Sproject/GetPaged',
      token: 'no-database-to-ask',
    });
    expect(list.statusCode).toBe(503);
  });
});

describe('load shedding (past the configured memory or event-loop delay)', () => {
  let pressed: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    ({ accessToken: token } = await login(app, 'admin'));
    // A resident memory limit of one MiB: the process is past it as soon as the plugin has measured.
    pressed = await buildTestApp(database, {
      shedding: { maxEventLoopDelayMs: 0, maxRssBytes: 1024 * 1024 },
    });
    await vi.waitFor(() => expect(pressed.isUnderPressure()).toBe(true), { timeout: 10_000 });
  });
  afterAll(() => pressed?.close());

  it('answers the API 503 with Retry-After in the ABP envelope, and calls no route', async () => {
    const reply = await call(pressed, { method: 'GET', url: '/api/services/app/Sproject/GetPaged', token });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe(String(SHEDDING_RETRY_AFTER_S));
    expect(reply.json()).toMatchObject({
      success: false,
      error: { code: 'UNAVAILABLE', details: 'rssBytes' },
    });
    const write = await call(pressed, {
      method: 'POST',
      url: '/api/services/app/Sproject/CreateOrUpdate',
      token,
      payload: { projectName: '过载', projectNum: `SHED-${Date.now()}`, biddingMethod: '公开招标' },
    });
    expect(write.statusCode).toBe(503);
    const stored = await database.db
      .selectFrom('projects')
      .where('projectName', '=', '过载')
      .select('id')
      .execute();
    expect(stored).toEqual([]);
  });

  it('still answers live, and ready says 503 so that a balancer sends requests elsewhere', async () => {
    expect((await probe(pressed, '/health/live')).statusCode).toBe(200);
    const ready = await probe(pressed, '/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'up', shedding: true });
  });
});
