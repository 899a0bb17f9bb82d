import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every change that can alter who a token stands for — a user renamed, deactivated or deleted, a role
 * granted or taken, a tenant deactivated, a token revoked — notifies `tender_identity` with
 * `{"schema", "tenantId"}`, so each server process drops the sessions it keeps for that tenant (and the
 * list pages, which show user names): src/cache/listen-for-tenant-changes.ts. A new token needs no
 * message, so inserts into access_tokens stay silent.
 */
const TRIGGERS: readonly { table: string; events: string; tenantColumn: string }[] = [
  { table: 'users', events: 'update or delete', tenantColumn: 'tenant_id' },
  { table: 'tenants', events: 'update or delete', tenantColumn: 'id' },
  { table: 'roles', events: 'update or delete', tenantColumn: 'tenant_id' },
  { table: 'user_roles', events: 'insert or update or delete', tenantColumn: 'tenant_id' },
  { table: 'access_tokens', events: 'update or delete', tenantColumn: 'tenant_id' },
];

const UP: readonly string[] = [
  // tg_argv: the channel, then the column that holds the tenant's id.
  `create function notify_tenant_change() returns trigger language plpgsql as $$
   declare
     changed jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
   begin
     perform pg_notify(tg_argv[0], json_build_object(
       'schema', tg_table_schema, 'tenantId', (changed ->> tg_argv[1])::integer)::text);
     return null;
   end $$`,
  ...TRIGGERS.map(
    ({ table, events, tenantColumn }) =>
      `create trigger ${table}_identity_notify after ${events} on ${table}
         for each row execute function notify_tenant_change('tender_identity', '${tenantColumn}')`,
  ),
];

export const identityChangeNotify: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of UP) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const { table } of TRIGGERS) {
      await sql.raw(`drop trigger if exists ${table}_identity_notify on ${table}`).execute(db);
    }
    await sql.raw('drop function if exists notify_tenant_change()').execute(db);
  },
};
