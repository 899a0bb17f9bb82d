import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The library permissions as the domain's catalogue named them when this migration was written (a copy). */
const LIBRARY_AREAS_AT_0014 = ['bidder', 'agency', 'purchaser'];
const READ_ACTIONS_AT_0014 = ['query', 'get'];
const WRITE_ACTIONS_AT_0014 = ['add', 'edit', 'export'];

/**
 * The libraries of bidders, agencies and purchasers (§1; ADR 0015): one table, an entry's kind naming its
 * library, unique by credit code within a library of a tenant. Contacts, the bank account, certificates
 * and blacklistings are documents of the entry (jsonb), written and read whole with it; the columns beside
 * them are what lists filter and search on:
 * - search_text: name, credit code and contact names, lower-cased, for a word anywhere in them;
 * - first_certificate_expiry: the soonest a certificate lapses, which decides the entry's certificate state.
 * Roles that record steps may now keep the libraries; roles that read projects may read them (the Admin
 * holds every permission by itself).
 */
export const libraries: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table library_entries (
      id serial primary key,
      tenant_id integer not null references tenants(id),
      kind text not null check (kind in ('bidder', 'agency', 'purchaser')),
      name text not null,
      credit_code text not null,
      contacts jsonb not null default '[]',
      address text,
      area text,
      legal_representative text,
      industry text,
      bank_account jsonb,
      certificates jsonb not null default '[]',
      blacklistings jsonb not null default '[]',
      first_certificate_expiry date,
      search_text text not null,
      creation_time timestamptz not null default now(),
      creator_user_id integer references users(id) on delete set null,
      last_modification_time timestamptz,
      version integer not null default 1 check (version >= 1),
      constraint library_entries_credit_code unique (tenant_id, kind, credit_code)
    )`.execute(db);
    await sql`create index library_entries_by_name on library_entries (tenant_id, kind, name, id)`.execute(
      db,
    );
    await sql`create index library_entries_by_creation on library_entries (tenant_id, kind, creation_time, id)`.execute(
      db,
    );
    await trigramIndexWhereInstalled(db);
    const grant = (actions: string[]) =>
      LIBRARY_AREAS_AT_0014.flatMap((area) => actions.map((action) => `${area}.${action}`));
    await sql`update roles set granted_permissions = granted_permissions || ${sql.val(grant(WRITE_ACTIONS_AT_0014))}::text[]
              where 'record.add' = any(granted_permissions)`.execute(db);
    await sql`update roles set granted_permissions = granted_permissions || ${sql.val(grant(READ_ACTIONS_AT_0014))}::text[]
              where 'project.query' = any(granted_permissions)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    const all = LIBRARY_AREAS_AT_0014.flatMap((area) =>
      [...READ_ACTIONS_AT_0014, ...WRITE_ACTIONS_AT_0014].map((action) => `${area}.${action}`),
    );
    await sql`update roles set granted_permissions = array(
                select p from unnest(granted_permissions) p where p <> all(${sql.val(all)}::text[]))`.execute(
      db,
    );
    await sql`drop table library_entries`.execute(db);
  },
};

/**
 * A word anywhere in a name is `search_text like '%…%'`. Where the database has pg_trgm installed (a
 * DBA's choice: creating an extension needs rights the server should not hold), a trigram GIN index
 * serves it instead of a scan — Chinese included in a UTF-8 locale (bench/README.md). Without it
 * (PGlite, a database without the extension) the scan stays correct, only slower on a large library.
 */
async function trigramIndexWhereInstalled(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) return;
  await sql`create index library_entries_search on library_entries
            using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
}
