import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kyselyOverPostgres } from '../src/db/database';

/**
 * The server outlives a PostgreSQL connection the database ends (a restart, a DBA's terminate): without
 * an 'error' listener on the pool, pg-pool re-throws an idle connection's error and the process dies.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('a lost PostgreSQL connection', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const applicationName = `tender-lost-connection-${process.pid}`;
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  const terminateIdleConnections = async () =>
    (
      await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
        [applicationName],
      )
    ).rows.length;

  /** A pool whose connections the test can find by name, and the process warnings heard meanwhile. */
  const watchedPool = () => {
    const target = new URL(url);
    target.searchParams.set('application_name', applicationName);
    const warnings = vi.fn();
    process.on('warning', warnings);
    return {
      db: kyselyOverPostgres(target.toString()),
      warnings,
      stop: () => process.off('warning', warnings),
    };
  };

  it('warns, forgets the idle connection and answers the next query on a new one', async () => {
    const { db, warnings, stop } = watchedPool();
    try {
      const pid = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;
      const before = await pid();
      expect(await terminateIdleConnections()).toBe(1);
      await vi.waitFor(() => expect(warnings).toHaveBeenCalled());
      expect(String(warnings.mock.calls[0]?.[0])).toContain('an idle PostgreSQL connection was lost');
      const after = await pid();
      expect(after).toBeTypeOf('number');
      expect(after).not.toBe(before);
    } finally {
      stop();
      await db.destroy();
    }
  });

  it('takes the goodbye of connections it is closing quietly', async () => {
    const { db, warnings, stop } = watchedPool();
    try {
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.01)`.execute(db)));
      const destroyed = db.destroy();
      await terminateIdleConnections();
      await destroyed;
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});
