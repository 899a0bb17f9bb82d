import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every change to a project notifies `tender_projects` with `{"schema", "tenantId"}`, so each server
 * process drops the list counts it cached for that tenant (src/projects/project-count-cache.ts).
 * PostgreSQL folds identical payloads of one transaction into one notification, so a bulk write is
 * one message.
 */
const UP: readonly string[] = [
  `create function notify_project_change() returns trigger language plpgsql as $$
   begin
     perform pg_notify('tender_projects', json_build_object(
       'schema', tg_table_schema, 'tenantId', coalesce(new.tenant_id, old.tenant_id))::text);
     return null;
   end $$`,
  `create trigger projects_change_notify
     after insert or update or delete on projects
     for each row execute function notify_project_change()`,
];

export const projectChangeNotify: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of UP) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw('drop trigger if exists projects_change_notify on projects').execute(db);
    await sql.raw('drop function if exists notify_project_change()').execute(db);
  },
};
