import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The libraries' trigram index (0014, where pg_trgm is installed) without GIN's pending list: a library is
 * searched far more often than written, and every search also scanned the entries still waiting in that
 * list (up to 4 MB), which doubled the index's part of a name-fragment search (bench/README.md
 * `library-search.ts`). Each write now updates the index itself; what is pending is merged now.
 */
export const librarySearchFastupdateOff: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(await hasSearchIndex(db))) return;
    await sql`alter index library_entries_search set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list('library_entries_search'::regclass)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!(await hasSearchIndex(db))) return;
    await sql`alter index library_entries_search reset (fastupdate)`.execute(db);
  },
};

async function hasSearchIndex(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select to_regclass('library_entries_search') is not null as found`.execute(db);
  return rows[0]?.found === true;
}
