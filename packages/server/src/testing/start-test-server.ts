import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createLogger } from '../http/logger';
import { openPgliteTestDatabase, openPostgresTestDatabase, type TestDatabase } from './test-database';

export {
  buildPgliteSnapshot,
  openPgliteTestDatabase,
  openPostgresTestDatabase,
  type TestDatabase,
} from './test-database';

export interface TestServerOptions {
  /** PostgreSQL to run on (a fresh schema is created and dropped); default TEST_DATABASE_URL, else PGlite. */
  readonly databaseUrl?: string;
  /** A PGlite snapshot (from buildPgliteSnapshot) to start from instead of seeding afresh. */
  readonly snapshot?: Blob;
  /** Configuration overrides, e.g. a clock or single sign-on providers. */
  readonly config?: Partial<Config>;
}

export interface TestServer {
  /** Base URL such as http://127.0.0.1:41234 (no trailing slash). */
  readonly url: string;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts the real server in-process on an ephemeral port of 127.0.0.1, over the demo data, for the
 * tests of other packages (infrastructure adapters, CLI). Logs are silent unless LOG_LEVEL is set.
 */
/** A busy test machine stalls a process for seconds at a time: no test sheds load unless it asks. */
export const NO_SHEDDING = { maxEventLoopDelayMs: 0, maxRssBytes: 0 } as const;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = options.databaseUrl ?? process.env.TEST_DATABASE_URL;
  const database: TestDatabase = databaseUrl
    ? await openPostgresTestDatabase(databaseUrl)
    : await openPgliteTestDatabase(options.snapshot);
  const config = loadConfig(
    { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    { host: '127.0.0.1', port: 0, shedding: NO_SHEDDING, ...options.config },
  );
  const app = await buildApp({
    db: database.db,
    config,
    logger: createLogger(config.logLevel),
    notifications: database.notifications,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
