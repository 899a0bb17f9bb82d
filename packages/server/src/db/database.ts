import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, type Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { type DatabaseNotifications, PostgresNotifications, pgliteNotifications } from './notifications';
import { withPreparedStatements } from './prepared-statements';
import { unitAwareKysely } from './request-units';
import type { Database } from './schema';

/** An open database: the Kysely instance every query goes through, and how to close it cleanly. */
export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseTarget['kind'];
  /** The PostgreSQL schema the tables live in, when not the default one. */
  readonly schema?: string;
  /** LISTEN/NOTIFY on this database (the sign-in WebSocket's cross-process push). */
  readonly notifications: DatabaseNotifications;
  /** The connection pool's occupancy (PostgreSQL); PGlite has one connection and no pool. */
  readonly poolUse?: () => PoolUse;
  /** A consistent copy of the embedded database's directory, gzipped tar (PGlite only; operations/backup). */
  readonly backup?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** snake_case columns, camelCase in code; jsonb keys keep their wire spelling (signUp_state …). */
const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];

/**
 * Kysely over an open PGlite instance; destroying the Kysely closes the PGlite. Its queries join the
 * running request's unit of work, as PostgreSQL's do (ADR 0012).
 */
export function kyselyOverPglite(pglite: PGlite): Kysely<Database> {
  return unitAwareKysely<Database>(new PGliteDialect({ pglite }), plugins);
}

/** How many connections a pool holds, how many of them are idle, and how many queries wait for one. */
export interface PoolUse {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** A query waits this long for a connection by default, then fails (503): it never hangs on a lost database. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Kysely over a PostgreSQL pool; `searchPath` pins every connection to one schema (tests use one each).
 * `use` reads the pool's occupancy (the metrics).
 */
export function postgresPool(
  url: string,
  {
    searchPath,
    connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
  }: { searchPath?: string; connectTimeoutMs?: number } = {},
): { db: Kysely<Database>; use: () => PoolUse } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  forgiveLostConnections(pool);
  return {
    db: unitAwareKysely<Database>(new PostgresDialect({ pool: withPreparedStatements(pool) }), plugins),
    use: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export function kyselyOverPostgres(url: string, searchPath?: string): Kysely<Database> {
  return postgresPool(url, searchPath ? { searchPath } : {}).db;
}

/**
 * A connection the server ends (a restart, a DBA's terminate, `drop database … with (force)`) must not
 * crash the process: without a listener, pg-pool re-throws an idle connection's error. It drops that
 * connection and opens another at the next query, so a warning is enough. While the pool is ending, its
 * connections may still hear the server's goodbye (57P01) before their sockets close: that is expected.
 */
function forgiveLostConnections(pool: pg.Pool): void {
  pool.on('error', (error) => {
    if (!pool.ending) process.emitWarning(`an idle PostgreSQL connection was lost: ${error.message}`);
  });
  // A connection lost while checked out (between a transaction's statements) emits 'error' on the client,
  // which the pool listens to only while it is idle: unheard, that would end the process. The statement
  // that needed it fails on its own (503, http/error-handler.ts) and the pool drops the broken client.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/** Opens the configured database: PGlite in its data directory (created if missing) or PostgreSQL. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const { db, use } = postgresPool(target.url, {
      ...(target.searchPath ? { searchPath: target.searchPath } : {}),
      ...(target.connectTimeoutMs ? { connectTimeoutMs: target.connectTimeoutMs } : {}),
    });
    const notifications = new PostgresNotifications(target.url);
    return {
      db,
      kind: 'postgres',
      poolUse: use,
      ...(target.searchPath ? { schema: target.searchPath } : {}),
      notifications,
      close: async () => {
        await notifications.close();
        await db.destroy();
      },
    };
  }
  mkdirSync(target.dataDir, { recursive: true });
  const pglite = await PGlite.create(target.dataDir);
  const db = kyselyOverPglite(pglite);
  return {
    db,
    kind: 'pglite',
    notifications: pgliteNotifications(pglite),
    backup: () => backupOfPglite(pglite),
    close: () => db.destroy(),
  };
}

/**
 * A copy of PGlite's directory between two statements (PGlite runs one at a time): what a crash would
 * leave, which PostgreSQL recovers to its last commit, checkpointed first so that little is replayed.
 */
export async function backupOfPglite(pglite: PGlite): Promise<Blob> {
  await pglite.exec('checkpoint');
  return pglite.dumpDataDir('gzip');
}
