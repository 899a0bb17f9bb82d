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
  /** On PostgreSQL: where the tables are, for a second process to open, and the listener's application name. */
  readonly postgres?: { readonly url: string; readonly schema: string; readonly listener: string };
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
 * search_path points at it. Closing drops the schema. With `template` (a database made by
 * createPostgresTemplate), the file gets a database of its own cloned from it instead: PostgreSQL copies
 * the migrated, seeded files in a fraction of the time migrating and seeding take again.
 */
export async function openPostgresTestDatabase(
  url: string,
  options: { template?: PostgresTemplate } = {},
): Promise<TestDatabase> {
  if (options.template) return cloneTemplate(url, options.template);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  return migratedAndSeeded(url, schema, () => adminQuery(url, `drop schema if exists ${schema} cascade`));
}

/** A database built once per test run that every test file clones (`create database … template`). */
export interface PostgresTemplate {
  readonly database: string;
  /** The schema inside it that holds the tables. */
  readonly schema: string;
}

const TEMPLATE_SCHEMA = 'tender_test';

/**
 * Creates and fills the run's template database: migrated and seeded once, with pg_trgm where the server
 * offers it (as CI's `test` database has it, .ci/run). Returns it and how to drop it.
 */
export async function createPostgresTemplate(
  url: string,
): Promise<PostgresTemplate & { drop(): Promise<void> }> {
  const template = { database: `tender_template_${randomBytes(6).toString('hex')}`, schema: TEMPLATE_SCHEMA };
  const drop = () => adminQuery(url, `drop database if exists ${template.database} with (force)`);
  await adminQuery(url, `create database ${template.database}`);
  const templateUrl = databaseUrl(url, template.database);
  try {
    await adminQuery(templateUrl, 'create extension if not exists pg_trgm with schema public').catch(
      () => undefined,
    );
    await adminQuery(templateUrl, `create schema ${template.schema}`);
    const built = await migratedAndSeeded(templateUrl, template.schema, async () => {});
    // A template may have no connection open while it is cloned.
    await built.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { ...template, drop };
}

async function cloneTemplate(url: string, template: PostgresTemplate): Promise<TestDatabase> {
  const database = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${database} template ${template.database}`);
  const cloneUrl = databaseUrl(url, database);
  const listener = `tender-notifications-${database}`;
  const db = kyselyOverPostgres(cloneUrl, template.schema);
  const notifications = new PostgresNotifications(cloneUrl, { applicationName: listener });
  return {
    db,
    kind: 'postgres',
    notifications,
    postgres: { url: cloneUrl, schema: template.schema, listener },
    close: async () => {
      await notifications.close();
      await db.destroy();
      await adminQuery(url, `drop database if exists ${database} with (force)`);
    },
  };
}

/** Migrates and seeds `schema` of the database at `url`; on failure, closes and runs `discard`. */
async function migratedAndSeeded(
  url: string,
  schema: string,
  discard: () => Promise<void>,
): Promise<TestDatabase> {
  const listener = `tender-notifications-${schema}`;
  const db = kyselyOverPostgres(url, schema);
  const notifications = new PostgresNotifications(url, { applicationName: listener });
  const close = async () => {
    await notifications.close();
    await db.destroy();
    await discard();
  };
  try {
    await migrateRetryingDroppedSchemas(db, schema);
    await seedDemo(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'postgres', notifications, postgres: { url, schema, listener }, close };
}

/** Runs one statement on its own connection (schema and database DDL, outside any pool). */
async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` pointing at another database of the same server. */
function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
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
