import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every change to a sign-in record — by a route, the seed or plain SQL, in any server process —
 * notifies the channel `tender_sign_in` with `{"schema", "tenantId", "projectId"}`, so that each
 * process pushes the new list to its WebSocket subscribers (§7, ADR 0004). One channel for all schemas:
 * a channel name is limited to 63 characters, so the schema travels in the payload and each process
 * keeps only its own. PostgreSQL drops identical payloads within one transaction, so a batch of
 * sign-ins to one project is one notification.
 */
const UP: readonly string[] = [
  `create function notify_sign_in_change() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') and old.type = 'signIn' then
       perform pg_notify('tender_sign_in', json_build_object(
         'schema', tg_table_schema, 'tenantId', old.tenant_id, 'projectId', old.project_id)::text);
     end if;
     if tg_op in ('INSERT', 'UPDATE') and new.type = 'signIn' then
       perform pg_notify('tender_sign_in', json_build_object(
         'schema', tg_table_schema, 'tenantId', new.tenant_id, 'projectId', new.project_id)::text);
     end if;
     return null;
   end $$`,
  `create trigger middleware_records_sign_in_notify
     after insert or update or delete on middleware_records
     for each row execute function notify_sign_in_change()`,
];

export const signInNotify: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of UP) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql
      .raw('drop trigger if exists middleware_records_sign_in_notify on middleware_records')
      .execute(db);
    await sql.raw('drop function if exists notify_sign_in_change()').execute(db);
  },
};
