import { CamelCasePlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTemplate } from '../src/db/query-template';
import type { TestDatabase } from '../src/testing/test-database';
import { openTestDatabase } from './harness';

/**
 * A query compiled once and run with new values (queryTemplate, bench/README.md): the values land where
 * the placeholders stood, the query's own constants stay, rows come through the plugins as from any
 * query, and a Kysely with other plugins compiles its own text.
 */
describe('queryTemplate', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  let builds = 0;
  const numbered = queryTemplate((db, { from, to }: { from: number; to: number }) => {
    builds++;
    return db
      .selectNoFrom([
        sql<number>`${from}::int`.as('firstValue'),
        sql<number>`${to}::int`.as('lastValue'),
        // A constant of the query itself, not a value of the caller.
        sql<string>`${'fixed'}::text`.as('fixedText'),
      ])
      .where(sql<boolean>`${from}::int <= ${to}::int`);
  });

  it('compiles once and runs each call with its own values', async () => {
    expect(await numbered(database.db, { from: 1, to: 2 })).toEqual([
      { firstValue: 1, lastValue: 2, fixedText: 'fixed' },
    ]);
    expect(await numbered(database.db, { from: 7, to: 9 })).toEqual([
      { firstValue: 7, lastValue: 9, fixedText: 'fixed' },
    ]);
    expect(await numbered(database.db, { from: 9, to: 7 })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction on the text compiled outside it', async () => {
    const rows = await database.db.transaction().execute((trx) => numbered(trx, { from: 3, to: 4 }));
    expect(rows).toEqual([{ firstValue: 3, lastValue: 4, fixedText: 'fixed' }]);
    expect(builds).toBe(1);
  });

  it('compiles again for a Kysely with other plugins: its text is theirs', async () => {
    // Without the camel-case plugin the aliases stay as written, and the rows keep them.
    const rows = await numbered(database.db.withoutPlugins(), { from: 5, to: 6 });
    expect(rows).toEqual([{ firstValue: 5, lastValue: 6, fixedText: 'fixed' }]);
    expect(builds).toBe(2);
    const upper = database.db.withoutPlugins().withPlugin(new CamelCasePlugin({ upperCase: true }));
    expect(await numbered(upper, { from: 1, to: 1 })).toHaveLength(1);
    expect(builds).toBe(3);
  });
});
