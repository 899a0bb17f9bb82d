import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The project list always orders by its sort and then `id desc` (a stable page order). The index a
 * filter on state pages through lacked the id, so PostgreSQL sorted each run of equal creation times
 * again (an incremental sort over every skipped row); with the id it reads the page straight off the
 * index (bench/server/get-paged.ts).
 */
export const stateListOrder: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index projects_tenant_state`.execute(db);
    await sql`create index projects_tenant_state on projects (tenant_id, state, creation_time desc, id desc)
              where not is_deleted`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index projects_tenant_state`.execute(db);
    await sql`create index projects_tenant_state on projects (tenant_id, state, creation_time desc)
              where not is_deleted`.execute(db);
  },
};
