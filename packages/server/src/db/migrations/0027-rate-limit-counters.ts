import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Rate-limit counters (ADR 0020): one row per key (a route's limit and who it counts, such as an account
 * from one address) and its window. They live in the database so that every server process sharing it
 * counts together; an attacker gains nothing by landing on another process.
 */
export const rateLimitCounters: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table rate_limit_counters (
      key text primary key,
      hits integer not null,
      window_ends_at timestamptz not null
    )`.execute(db);
    // Expired windows are swept by their end.
    await sql`create index rate_limit_counters_window_ends_at on rate_limit_counters (window_ends_at)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table rate_limit_counters`.execute(db);
  },
};
