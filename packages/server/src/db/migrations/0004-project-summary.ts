import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The stored project summaries of the middleware (§7 fusion_project_summary): one row per project,
 * rewritten by `reflash`, read by `find`. The summary itself is jsonb (its shape is the route's schema);
 * it is derived data, so it goes with its project.
 */
const UP: readonly string[] = [
  `create table project_summaries (
     tenant_id integer not null references tenants(id),
     project_id integer not null references projects(id) on delete cascade,
     summary jsonb not null,
     refresh_time timestamptz not null default now(),
     primary key (tenant_id, project_id))`,
];

export const projectSummary: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of UP) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('drop table if exists project_summaries').execute(db);
  },
};
