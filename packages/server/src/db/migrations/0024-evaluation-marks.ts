import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Evaluation (评标, ADR 0019): each bid package's plan (method and criteria, jsonb read and written
 * whole) with its current round; each expert's marks of each round; and why each closed round was
 * re-evaluated, with the plan it was marked under. A re-evaluation starts the next round: the marks of the last stay where they are, as its
 * history, and are never deleted. A package with a plan or marks cannot leave its project (restrict).
 */
export const evaluationMarks: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table evaluation_plans (
      group_id integer primary key references bid_package_groups(id) on delete restrict,
      tenant_id integer not null references tenants(id),
      project_id integer not null references projects(id),
      method text not null check (method in ('comprehensive', 'lowestPrice', 'qualification')),
      criteria jsonb not null,
      round integer not null default 1 check (round >= 1),
      last_modification_time timestamptz not null,
      last_modifier_user_id integer references users(id) on delete set null
    )`.execute(db);
    await sql`create index evaluation_plans_by_project on evaluation_plans (tenant_id, project_id)`.execute(
      db,
    );
    await sql`create table evaluation_marks (
      group_id integer not null references bid_package_groups(id) on delete restrict,
      round integer not null check (round >= 1),
      expert_id integer not null references experts(id),
      bidder text not null,
      criterion text not null,
      tenant_id integer not null references tenants(id),
      project_id integer not null references projects(id),
      points integer check (points between 0 and 10000),
      passed boolean,
      comment text,
      marked_time timestamptz not null,
      marker_user_id integer references users(id) on delete set null,
      primary key (group_id, round, expert_id, bidder, criterion)
    )`.execute(db);
    await sql`create index evaluation_marks_by_project on evaluation_marks (tenant_id, project_id)`.execute(
      db,
    );
    await sql`create table evaluation_reevaluations (
      group_id integer not null references bid_package_groups(id) on delete restrict,
      round integer not null,
      tenant_id integer not null references tenants(id),
      project_id integer not null references projects(id),
      reason text not null,
      -- The plan the round was marked under, so its result reads the same after the plan changes.
      method text not null,
      criteria jsonb not null,
      closed_time timestamptz not null,
      closer_user_id integer references users(id) on delete set null,
      primary key (group_id, round)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table evaluation_reevaluations`.execute(db);
    await sql`drop table evaluation_marks`.execute(db);
    await sql`drop table evaluation_plans`.execute(db);
  },
};
