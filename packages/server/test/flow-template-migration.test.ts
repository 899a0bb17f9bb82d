import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSchema } from '../src/db/current-schema';
import { migrations, migratorFor } from '../src/db/migrate';
import { KNOWN_STEP_ROUTERS_AT_0013 } from '../src/db/migrations/0013-flow-template-versions';
import type { TestDatabase } from '../src/testing/test-database';
import { openTestDatabase } from './harness';

/**
 * Migration 0013 (ADR 0013) on a database seeded before it: the demo templates become version 1 of each
 * method, their steps without a page in the web app external, and the projects' flows keep pointing at
 * the rows they were copied from. Taken down and up again on the seeded test database.
 */
const VERSIONS = '0013-flow-template-versions';
let database: TestDatabase;
let schema: string | undefined;

const migrator = () => migratorFor(database.db, schema);

beforeAll(async () => {
  database = await openTestDatabase();
  schema = database.kind === 'postgres' ? await currentSchema(database.db) : undefined;
});
afterAll(async () => {
  await database.close();
});

describe('migration 0013: flow template versions', () => {
  it('goes down to one template per method and back up to version 1 of each', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(VERSIONS) - 1]!;
    const down = await migrator().migrateTo(before);
    expect(down.error).toBeUndefined();
    const columns = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'flow_templates'`.execute(database.db);
    expect(columns.rows.map((c) => c.name)).not.toContain('version');

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    const templates = await database.db
      .selectFrom('flowTemplates')
      .select(['tenantId', 'biddingMethod', 'version'])
      .execute();
    expect(templates.length).toBe(14);
    expect(templates.every((t) => t.version === 1)).toBe(true);
    const steps = await database.db
      .selectFrom('flowTemplateNodes')
      .select(['router', 'isExternal'])
      .execute();
    expect(steps.length).toBeGreaterThan(0);
    // External as the web app's pages stood when 0013 was written (/tender-notice had none then).
    for (const step of steps) {
      expect(step.isExternal, step.router).toBe(!KNOWN_STEP_ROUTERS_AT_0013.includes(step.router));
    }
    const { rows } = await sql<{ unlinked: number }>`
      select count(*)::int as unlinked from flow_instances fi
      left join flow_templates t on t.id = fi.template_id and t.tenant_id = fi.tenant_id
      where t.version is distinct from 1`.execute(database.db);
    expect(rows[0]!.unlinked).toBe(0);
  });

  it('going down keeps version 1 and points flows started from later versions at it', async () => {
    const [template] = await database.db
      .selectFrom('flowTemplates')
      .select(['id', 'tenantId', 'biddingMethod'])
      .where('tenantId', '=', 3)
      .where('biddingMethod', '=', '邀请招标')
      .execute();
    const { id: later } = await database.db
      .insertInto('flowTemplates')
      .values({ tenantId: 3, biddingMethod: '邀请招标', name: 'v2', version: 2, creatorUserId: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('flowInstances')
      .values({ id: 'migration-v2', tenantId: 3, templateId: later, biddingMethod: '邀请招标' })
      .execute();
    const names = Object.keys(migrations);
    expect((await migrator().migrateTo(names[names.indexOf(VERSIONS) - 1]!)).error).toBeUndefined();
    const instance = await database.db
      .selectFrom('flowInstances')
      .select('templateId')
      .where('id', '=', 'migration-v2')
      .executeTakeFirstOrThrow();
    expect(instance.templateId).toBe(template!.id);
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
});
