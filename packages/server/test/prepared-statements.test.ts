import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from '../src/db/prepared-statements';

/** Data statements run prepared on PostgreSQL (bench/README.md); anything else runs as before. */
describe.skipIf(process.env.TEST_DB !== 'postgres')('prepared statements on PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    // One connection, so the session that prepared is the one asked about it.
    pool = withPreparedStatements(new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 }));
  });
  afterAll(() => pool?.end());

  const prepared = async (client: pg.PoolClient) =>
    (await client.query('select statement from pg_prepared_statements')).rows.map(
      (row: { statement: string }) => row.statement,
    );

  it('prepares a parameterised select once per connection and reuses it', async () => {
    const client = await pool.connect();
    try {
      for (const n of [1, 2, 3]) {
        expect((await client.query('select $1::int + 1 as next', [n])).rows[0].next).toBe(n + 1);
      }
      const statements = await prepared(client);
      expect(statements.filter((text) => text === 'select $1::int + 1 as next')).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it('runs transaction control, DDL and several commands unnamed, as before', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('create temporary table prepared_probe (id int) on commit drop');
      await client.query('insert into prepared_probe values (1); insert into prepared_probe values (2)');
      expect((await client.query('select count(*)::int as n from prepared_probe')).rows[0].n).toBe(2);
      await client.query('commit');
      const statements = await prepared(client);
      expect(
        statements.some((text) => /^(begin|create|insert into prepared_probe values \(1\);)/i.test(text)),
      ).toBe(false);
    } finally {
      client.release();
    }
  });
});
