import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The committee checks (ADR 0019): an expert recused (回避) keeps their row, with when, by whom and why,
 * and no longer sits; a redraw (补抽) is a draw that filled the seats recusals emptied; the tenderer's or
 * purchaser's representatives are members of their own kind; and the agency may mark a project as asking
 * a larger committee (政府采购货物和服务招标投标管理办法 第四十七条).
 */
export const committeeChecks: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table committee_members
                add column recused_time timestamptz,
                add column recusal_reason text,
                add column recuser_user_id integer references users(id) on delete set null,
                add constraint committee_members_recusal_whole
                  check ((recused_time is null) = (recusal_reason is null))`.execute(db);
    await sql`alter table committee_draws add column redraw boolean not null default false`.execute(db);
    await sql`create table committee_representatives (
      id serial primary key,
      tenant_id integer not null references tenants(id),
      project_id integer not null references projects(id),
      name text not null,
      company text not null,
      appointed_time timestamptz not null,
      appointer_user_id integer references users(id) on delete set null
    )`.execute(db);
    await sql`create index committee_representatives_by_project
                on committee_representatives (tenant_id, project_id, id)`.execute(db);
    await sql`create table committee_requirements (
      project_id integer primary key references projects(id),
      tenant_id integer not null references tenants(id),
      larger_required boolean not null,
      set_time timestamptz not null,
      setter_user_id integer references users(id) on delete set null
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table committee_requirements`.execute(db);
    await sql`drop table committee_representatives`.execute(db);
    await sql`alter table committee_draws drop column redraw`.execute(db);
    await sql`alter table committee_members
                drop constraint committee_members_recusal_whole,
                drop column recuser_user_id,
                drop column recusal_reason,
                drop column recused_time`.execute(db);
  },
};
