import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { schemaIntrospector } from '../src/db/schema-introspector';
import type { TestDatabase } from '../src/testing/test-database';
import { openTestDatabase } from './harness';

/**
 * Migrations look only at their own schema (src/db/schema-introspector.ts): another schema's tables —
 * even one with Kysely's bookkeeping table, even one dropped meanwhile — neither count nor break a start.
 */
let database: TestDatabase;
const OTHER = `other_${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  database = await openTestDatabase();
  await sql`create schema ${sql.id(OTHER)}`.execute(database.db);
  await sql`create table ${sql.id(OTHER, 'kysely_migration')} (name text)`.execute(database.db);
  await sql`create table ${sql.id(OTHER, 'elsewhere')} (id int)`.execute(database.db);
});
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(OTHER)} cascade`.execute(database.db);
  await database.close();
});

describe('the migrations’ view of the database', () => {
  it('lists the tables of the current schema only', async () => {
    const tables = await schemaIntrospector(database.db).getTables();
    const names = tables.map((table) => table.name);
    expect(names).toContain('projects');
    expect(names).toContain('kysely_migration');
    expect(names).not.toContain('elsewhere');
    const [current] = await schemaIntrospector(database.db).getSchemas();
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([current!.name]));
  });

  it('migrates to the latest again while another schema is being dropped', async () => {
    const [current] = await schemaIntrospector(database.db).getSchemas();
    const schema = database.kind === 'postgres' ? current!.name : undefined;
    const drop = sql`drop schema ${sql.id(OTHER)} cascade`.execute(database.db);
    const [results] = await Promise.all([migrateToLatest(database.db, schema), drop]);
    expect(results).toEqual([]);
  });
});
