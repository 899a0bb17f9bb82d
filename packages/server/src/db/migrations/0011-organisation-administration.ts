import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The permissions as the domain's catalogue (PERMISSION_AREAS) named them when this migration was written.
 * Copies, not imports: a shipped migration must do the same thing whatever the catalogue becomes later.
 * WORK: every action of the work areas; READ: their query and get; ALL: WORK and every administration one.
 */
const WORK_AT_0011 = [
  'project.query',
  'project.get',
  'project.add',
  'project.edit',
  'project.delete',
  'flow.query',
  'flow.get',
  'flow.edit',
  'record.query',
  'record.add',
  'record.edit',
  'record.delete',
  'notice.query',
  'notice.add',
  'notice.edit',
  'notice.delete',
  'notice.enable',
  'file.get',
  'file.add',
  'file.delete',
];
const READ_AT_0011 = [
  'project.query',
  'project.get',
  'flow.query',
  'flow.get',
  'record.query',
  'notice.query',
  'file.get',
];
const ALL_AT_0011 = [
  ...WORK_AT_0011,
  ...['query', 'get', 'add', 'edit', 'enable', 'disable'].map((a) => `user.${a}`),
  ...['query', 'get', 'add', 'edit', 'delete'].map((a) => `role.${a}`),
  ...['query', 'add', 'edit'].map((a) => `company.${a}`),
  ...['query', 'add', 'edit', 'enable', 'disable'].map((a) => `module.${a}`),
  ...['query', 'get', 'add', 'edit', 'delete'].map((a) => `flowTemplate.${a}`),
  ...['query', 'get', 'export'].map((a) => `audit.${a}`),
];

/**
 * Organisation administration (ADR 0014): a role holds its action permissions (§6 `area.action`) and a
 * version; a user gets a phone number, a version, and the flag of a temporary password that must be
 * changed at the next login; an app module can be disabled, and its route is unique within the tenant.
 *
 * The roles a database already holds get what they could do before, except the one named Viewer: Admin
 * everything, Viewer reading only (query and get, as its name says), and every other role — the demo's
 * ProjectManager and Agent, or a deployment's own — every work permission, so nobody permitted loses
 * anything. A deployment whose modules share a route fails here: make them unique first.
 */
export const organisationAdministration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table roles
                add column granted_permissions text[] not null default '{}',
                add column version integer not null default 1`.execute(db);
    await sql`update roles set granted_permissions = case
                when name = 'Admin' then ${sql.val(ALL_AT_0011)}::text[]
                when name = 'Viewer' then ${sql.val(READ_AT_0011)}::text[]
                else ${sql.val(WORK_AT_0011)}::text[] end`.execute(db);
    await sql`alter table users
                add column phone_number text,
                add column must_change_credentials boolean not null default false,
                add column version integer not null default 1`.execute(db);
    await sql`create index user_roles_role on user_roles (tenant_id, role_id)`.execute(db);
    await sql`alter table app_modules add column is_enabled boolean not null default true`.execute(db);
    await sql`create unique index app_modules_tenant_route on app_modules (tenant_id, route)`.execute(db);
    await sql`create index companies_tenant_name on companies (tenant_id, name)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index companies_tenant_name`.execute(db);
    await sql`drop index app_modules_tenant_route`.execute(db);
    await sql`alter table app_modules drop column is_enabled`.execute(db);
    await sql`drop index user_roles_role`.execute(db);
    await sql`alter table users
                drop column version, drop column must_change_credentials, drop column phone_number`.execute(
      db,
    );
    await sql`alter table roles drop column version, drop column granted_permissions`.execute(db);
  },
};
