import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The expert library's module as the demo seed names it (a copy, as at 0023). */
const MODULE_AT_0023 = { name: '专家库', route: '/home/expert-library', port: '8206' };

/**
 * The expert library and evaluation committees (ADR 0019). An expert has a speciality, a company and the
 * companies they declared a tie to (jsonb, read and written whole); a retired one stays on the committees
 * they sat on. A committee member of a project came by a draw — whose seed, the candidates it drew among
 * and the parties avoided are recorded, so the draw can be replayed — or was chosen by hand, with the
 * reason. Who reads the libraries reads the experts; who keeps them keeps the experts. Every tenant's
 * settings menu gains the expert library.
 */
export const expertLibraryAndCommittees: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table experts (
      id serial primary key,
      tenant_id integer not null references tenants(id),
      name text not null,
      speciality text not null,
      company text not null,
      phone text,
      avoid_companies jsonb not null default '[]'::jsonb,
      active boolean not null default true,
      creation_time timestamptz not null default now(),
      creator_user_id integer references users(id) on delete set null,
      last_modification_time timestamptz,
      last_modifier_user_id integer references users(id) on delete set null,
      version integer not null default 1 check (version >= 1)
    )`.execute(db);
    await sql`create index experts_listing on experts (tenant_id, name, id)`.execute(db);
    await sql`create table committee_draws (
      id serial primary key,
      tenant_id integer not null references tenants(id),
      project_id integer not null references projects(id),
      seed bigint not null check (seed >= 0 and seed < 4294967296),
      speciality text,
      requested integer not null check (requested > 0),
      candidate_ids integer[] not null,
      parties jsonb not null,
      drawn_time timestamptz not null,
      drawer_user_id integer references users(id) on delete set null
    )`.execute(db);
    await sql`create index committee_draws_by_project on committee_draws (tenant_id, project_id, id)`.execute(
      db,
    );
    await sql`create table committee_members (
      project_id integer not null references projects(id),
      expert_id integer not null references experts(id),
      tenant_id integer not null references tenants(id),
      -- The order members were seated in: a draw's in the order drawn.
      seat serial not null,
      draw_id integer references committee_draws(id),
      reason text,
      appointed_time timestamptz not null,
      appointer_user_id integer references users(id) on delete set null,
      primary key (project_id, expert_id),
      check ((draw_id is null) <> (reason is null))
    )`.execute(db);
    await sql`create index committee_members_by_project on committee_members (tenant_id, project_id)`.execute(
      db,
    );
    await grant(db, ['expert.query', 'expert.get'], 'bidder.query');
    await grant(db, ['expert.add', 'expert.edit'], 'bidder.add');
    await sql`insert into app_modules (tenant_id, name, route, description, port, sort)
              select t.id, ${MODULE_AT_0023.name}, ${MODULE_AT_0023.route}, 'setting', ${MODULE_AT_0023.port},
                     coalesce((select max(sort) from app_modules m where m.tenant_id = t.id), 0) + 1
              from tenants t
              where not exists (select 1 from app_modules m
                                where m.tenant_id = t.id and m.route = ${MODULE_AT_0023.route})`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from app_modules where route = ${MODULE_AT_0023.route}`.execute(db);
    const all = ['expert.query', 'expert.get', 'expert.add', 'expert.edit'];
    await sql`update roles set granted_permissions = array(
                select p from unnest(granted_permissions) p where p <> all(${sql.val(all)}::text[]))`.execute(
      db,
    );
    await sql`drop table committee_members`.execute(db);
    await sql`drop table committee_draws`.execute(db);
    await sql`drop table experts`.execute(db);
  },
};

/** Grants `permissions` to every role holding `holder` and none of them yet. */
async function grant(db: Kysely<unknown>, permissions: readonly string[], holder: string) {
  await sql`update roles set granted_permissions = granted_permissions || ${sql.val(permissions)}::text[]
            where ${holder} = any(granted_permissions)
              and not (granted_permissions && ${sql.val(permissions)}::text[])`.execute(db);
}
