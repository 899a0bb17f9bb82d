import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { kyselyOverPglite, kyselyOverPostgres } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type DatabaseNotifications, PostgresNotifications, pgliteNotifications } from '../db/notifications';
import type { Database } from '../db/schema';
import { seedDemo } from '../seed/seed-demo';

/** A migrated, seeded database for one test file or one test server, and how to throw it away. */
export interface TestDatabase {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on this database (pass it to buildApp for the sign-in WebSocket's pushes). */
  readonly notifications: DatabaseNotifications;
  close(): Promise<void>;
}

/** Builds the demo database in a fresh in-memory PGlite and dumps it (tests load it in ~0.5 s). */
export async function buildPgliteSnapshot(): Promise<Blob> {
  const pglite = await PGlite.create();
  const db = kyselyOverPglite(pglite);
  await migrateToLatest(db);
  await seedDemo(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  return dump;
}

/** An in-memory PGlite loaded from a snapshot (or built fresh, ~4 s, when none is given). */
export async function openPgliteTestDatabase(snapshot?: Blob): Promise<TestDatabase> {
  const pglite = await PGlite.create({ loadDataDir: snapshot ?? (await buildPgliteSnapshot()) });
  const db = kyselyOverPglite(pglite);
  return { db, kind: 'pglite', notifications: pgliteNotifications(pglite), close: () => db.destroy() };
}

/**
 * A fresh schema of its own on a PostgreSQL server, migrated and seeded; every pooled connection's
 * search_path points at it. Closing drops the schema.
 */
export async function openPostgresTestDatabase(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const db = kyselyOverPostgres(url, schema);
  const notifications = new PostgresNotifications(url, { applicationName: `tender-notifications-${schema}` });
  const close = async () => {
    await notifications.close();
    await db.destroy();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    try {
      await dropper.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await dropper.end();
    }
  };
  try {
    await migrateRetryingDroppedSchemas(db, schema);
    await seedDemo(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'postgres', notifications, close };
}

/**
 * Kysely's migrator looks for its table by introspecting every schema of the database; when another test
 * file drops its schema at that very moment, PostgreSQL answers "schema … does not exist" (3F000) about
 * the other file's schema. Nothing was migrated yet then, so trying again is safe.
 */
async function migrateRetryingDroppedSchemas(
  db: Kysely<Database>,
  schema: string,
  attempts = 5,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(db, schema);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '3F000' || attempt >= attempts || String(error).includes(schema)) throw error;
    }
  }
}
