import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Secrets the server generates for itself and must keep across restarts and share between processes:
 * the object store's signing key (when TENDER_OSS_SECRET is unset), so that signed upload policies and
 * download URLs stay valid after a restart. Not tenant-owned: one key signs for every tenant, and the
 * tenant travels inside what is signed.
 */
const UP: readonly string[] = [
  `create table server_secrets (
     name text primary key,
     value text not null,
     creation_time timestamptz not null default now())`,
];

export const objectStore: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of UP) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('drop table if exists server_secrets').execute(db);
  },
};
