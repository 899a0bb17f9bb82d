import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSchema } from '../src/db/current-schema';
import { migrations, migratorFor } from '../src/db/migrate';
import type { TestDatabase } from '../src/testing/test-database';
import { openTestDatabase } from './harness';
import { roleGrants } from './support/role-grants';

/**
 * Migration 0014 (the libraries) on a database seeded before it: the roles that record steps may keep the
 * libraries, the roles that read projects may read them, and nobody else gains anything; and 0016, which
 * lets whoever may add to a library import into it. Taken down and up again on the seeded test database.
 */
const LIBRARIES = '0014-libraries';
const LIBRARY_IMPORT = '0016-library-import';
let database: TestDatabase;
let schema: string | undefined;

const migrator = () => migratorFor(database.db, schema);
const grantsOf = (role: string) =>
  roleGrants(database.db, role, (permission) => /^(bidder|agency|purchaser)\./.test(permission));

beforeAll(async () => {
  database = await openTestDatabase();
  schema = database.kind === 'postgres' ? await currentSchema(database.db) : undefined;
});
afterAll(async () => {
  await database.close();
});

describe('migration 0014: the libraries', () => {
  it('goes down without the table or a library grant, and up granting what each role does already', async () => {
    const names = Object.keys(migrations);
    expect((await migrator().migrateTo(names[names.indexOf(LIBRARIES) - 1]!)).error).toBeUndefined();
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_name = 'library_entries'`.execute(database.db);
    expect(tables.rows).toEqual([]);
    expect(await grantsOf('ProjectManager')).toEqual([]);

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    // Migration 0016 after it: who may add may import.
    const keep = ['bidder', 'agency', 'purchaser'].flatMap((area) =>
      ['add', 'edit', 'import', 'export', 'query', 'get'].map((action) => `${area}.${action}`),
    );
    expect((await grantsOf('ProjectManager')).sort()).toEqual(keep.sort());
    expect((await grantsOf('Agent')).sort()).toEqual(keep.sort());
    expect((await grantsOf('Viewer')).sort()).toEqual(
      ['bidder', 'agency', 'purchaser'].flatMap((area) => [`${area}.get`, `${area}.query`]).sort(),
    );
  });

  it('0016 grants import to whoever may add to a library, area by area, and goes down without it', async () => {
    const names = Object.keys(migrations);
    const role = `Adder${Date.now().toString(36)}`;
    await database.db
      .insertInto('roles')
      .values({
        tenantId: 3,
        name: role,
        displayName: role,
        grantedPermissions: ['agency.query', 'agency.add', 'purchaser.query'],
      })
      .execute();
    expect((await migrator().migrateTo(names[names.indexOf(LIBRARY_IMPORT) - 1]!)).error).toBeUndefined();
    expect((await grantsOf('Agent')).filter((p) => p.endsWith('.import'))).toEqual([]);
    expect(await grantsOf(role)).toEqual(['agency.query', 'agency.add', 'purchaser.query']);

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const imports = ['bidder.import', 'agency.import', 'purchaser.import'];
    for (const holder of ['Admin', 'ProjectManager', 'Agent']) {
      expect((await grantsOf(holder)).filter((p) => p.endsWith('.import')).sort(), holder).toEqual(
        imports.sort(),
      );
    }
    expect((await grantsOf('Viewer')).filter((p) => p.endsWith('.import'))).toEqual([]);
    expect(await grantsOf(role)).toEqual(['agency.query', 'agency.add', 'purchaser.query', 'agency.import']);
  });

  it('indexes the search text by trigrams exactly where the database has pg_trgm installed', async () => {
    const installed = await sql<{ n: number }>`
      select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(database.db);
    const indexed = await sql<{ n: number }>`
      select count(*)::int as n from pg_indexes
      where schemaname = current_schema() and indexname = 'library_entries_search'`.execute(database.db);
    expect(indexed.rows[0]!.n).toBe(installed.rows[0]!.n);
  });

  it('0020 keeps no pending list on that index (every search read it), and goes down with one again', async () => {
    const options = async () =>
      (
        await sql<{ options: string[] | null }>`
          select c.reloptions as options from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and c.relname = 'library_entries_search'`.execute(database.db)
      ).rows.map((row) => row.options ?? []);
    const names = Object.keys(migrations);
    const installed = (await options()).length === 1;
    expect(await options()).toEqual(installed ? [['fastupdate=off']] : []);
    expect(
      (await migrator().migrateTo(names[names.indexOf('0020-library-search-fastupdate-off') - 1]!)).error,
    ).toBeUndefined();
    expect(await options()).toEqual(installed ? [[]] : []);
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    expect(await options()).toEqual(installed ? [['fastupdate=off']] : []);
  });
});
