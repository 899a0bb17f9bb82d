import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSchema } from '../src/db/current-schema';
import { migrations, migratorFor } from '../src/db/migrate';
import type { TestDatabase } from '../src/testing/test-database';
import { openTestDatabase } from './harness';
import { roleGrants } from './support/role-grants';

/**
 * Migration 0015 (system notices) on a database seeded before it: every role may read the notices, the
 * Admin alone publishes and keeps them. Taken down and up again on the seeded test database.
 */
const SYSTEM_NOTICES = '0015-system-notices';
let database: TestDatabase;
let schema: string | undefined;

const migrator = () => migratorFor(database.db, schema);
const grantsOf = async (role: string) =>
  (await roleGrants(database.db, role, (permission) => permission.startsWith('sysNotice.'))).sort();

beforeAll(async () => {
  database = await openTestDatabase();
  schema = database.kind === 'postgres' ? await currentSchema(database.db) : undefined;
});
afterAll(async () => {
  await database.close();
});

describe('migration 0015: system notices', () => {
  it('goes down without its tables or a grant, and up granting reading to every role and keeping to the Admin', async () => {
    const names = Object.keys(migrations);
    expect((await migrator().migrateTo(names[names.indexOf(SYSTEM_NOTICES) - 1]!)).error).toBeUndefined();
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_name like 'system_notice%'`.execute(database.db);
    expect(tables.rows).toEqual([]);
    for (const role of ['Admin', 'ProjectManager', 'Viewer']) expect(await grantsOf(role), role).toEqual([]);
    await sql`insert into roles (tenant_id, name, display_name, granted_permissions)
              values (3, 'Clerk0015', '旧角色', '{}')`.execute(database.db);

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const all = ['sysNotice.add', 'sysNotice.edit', 'sysNotice.get', 'sysNotice.query'];
    const reading = ['sysNotice.get', 'sysNotice.query'];
    expect(await grantsOf('Admin')).toEqual(all);
    for (const role of ['ProjectManager', 'Agent', 'Viewer', 'Clerk0015']) {
      expect(await grantsOf(role), role).toEqual(reading);
    }
  });
});
