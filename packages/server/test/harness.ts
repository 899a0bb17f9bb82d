import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Clock, type Config, loadConfig } from '../src/config';
import { createLogger } from '../src/http/logger';
import { NO_SHEDDING } from '../src/testing/start-test-server';
import {
  openPgliteTestDatabase,
  openPostgresTestDatabase,
  type TestDatabase,
} from '../src/testing/test-database';

/** The database of this test file: the shared PGlite snapshot, or a fresh PostgreSQL schema. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return openPostgresTestDatabase(url, { template: inject('postgresTemplate') });
  }
  const bytes = await readFile(inject('pgliteSnapshot'));
  return openPgliteTestDatabase(new Blob([new Uint8Array(bytes)]));
}

/** A clock tests move by hand, so tokens expire without sleeping. */
export interface TestClock {
  readonly clock: Clock;
  advance(seconds: number): void;
}

export function testClock(start = new Date('2026-03-01T08:00:00Z')): TestClock {
  let now = start.getTime();
  return { clock: () => new Date(now), advance: (seconds) => (now += seconds * 1000) };
}

/** Builds the app over a test database with silent logs unless a logger is given. */
export async function buildTestApp(
  database: TestDatabase,
  overrides: Partial<Config> = {},
  logger = createLogger((process.env.TEST_LOG_LEVEL as 'silent') ?? 'silent'),
  /** Adds test-only routes before the app is sealed (they share its error handler). */
  extend?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const config = loadConfig({}, { shedding: NO_SHEDDING, ...overrides });
  const app = await buildApp({ db: database.db, config, logger, notifications: database.notifications });
  extend?.(app);
  await app.ready();
  return app;
}

/** What a test file passes for its app: the same as `buildTestApp`'s arguments, plus who signs in. */
export interface TestAppOptions {
  readonly config?: Partial<Config>;
  readonly logger?: ReturnType<typeof createLogger>;
  /** Adds test-only routes before the app is sealed (they share its error handler). */
  readonly extend?: (app: FastifyInstance) => void;
  /** Signs these demo users in with `loginAll` (`true`: its default users) for `tokens` and `ids`. */
  readonly signIn?: true | readonly string[];
}

/** A test file's database and app, there from its `beforeAll` until its `afterAll`. */
export interface TestApp {
  readonly database: TestDatabase;
  readonly app: FastifyInstance;
  /** The access tokens by user name, with `otherTenant`, when `signIn` was asked for. */
  readonly tokens: Record<string, string>;
  readonly ids: Record<string, number>;
}

/**
 * Opens the test database and builds the app over it before the file's (or describe block's) tests, and
 * closes both after them: the test app's lifecycle has one home instead of a copy in every file, and a
 * `beforeAll` that failed half-way still closes what it opened. Call it where a file would declare its
 * app; hooks registered after it run after the app is built and before it is closed. The members are
 * getters, so the object can be captured at collection time while reading one early fails loudly.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let signedIn: Awaited<ReturnType<typeof loginAll>> | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp(database, options.config, options.logger, options.extend);
    const users = options.signIn;
    if (users) signedIn = users === true ? await loginAll(app) : await loginAll(app, users);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) {
      throw new Error(`useTestApp: ${name} is read before its beforeAll ran (or without the option for it)`);
    }
    return value;
  };
  return {
    get database() {
      return ready(database, 'database');
    },
    get app() {
      return ready(app, 'app');
    },
    get tokens() {
      return ready(signedIn, 'tokens').tokens;
    },
    get ids() {
      return ready(signedIn, 'ids').ids;
    },
  };
}

export type Reply = LightMyRequestResponse & { body: string };

/** `app.inject` with the headers of §7: a bearer token and the tenant header. */
export function call(
  app: FastifyInstance,
  options: InjectOptions & { token?: string; tenantId?: number | string },
): Promise<Reply> {
  const { token, tenantId, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(tenantId !== undefined ? { 'Abp.TenantId': String(tenantId) } : {}),
      ...headers,
    },
  }) as Promise<Reply>;
}

/** Logs in a demo user (password 123qwe) and returns the access token. */
export async function login(app: FastifyInstance, userName: string, tenantId = 3, rememberClient = false) {
  const reply = await call(app, {
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    tenantId,
    payload: { userNameOrEmailAddress: userName, password: '123qwe', rememberClient },
  });
  if (reply.statusCode !== 200) throw new Error(`login of ${userName} failed: ${reply.body}`);
  return reply.json().result as { accessToken: string; expireInSeconds: number; userId: number };
}

/**
 * Logs demo users of tenant 3 in, and tenant 1's admin as `otherTenant` for isolation checks: the
 * tokens and user ids by user name.
 */
export async function loginAll(
  app: FastifyInstance,
  users: readonly string[] = ['admin', 'manager', 'agent', 'viewer'],
) {
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const user of users) {
    const { accessToken, userId } = await login(app, user);
    tokens[user] = accessToken;
    ids[user] = userId;
  }
  tokens.otherTenant = (await login(app, 'admin', 1)).accessToken;
  return { tokens, ids };
}
