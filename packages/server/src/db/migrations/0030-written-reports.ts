import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The filing of the written report on a tender (招标投标情况的书面报告, 招标投标法 第四十七条): one row a
 * project, the day it was filed and the authority it went to, as the agency records it; recording again
 * corrects the row. The deadlines report reads the day (Compliance/GetDeadlines: the filingReport bound).
 * Written by who may add a project's step records (record.add), read by who may read the project.
 */
export const writtenReports: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table written_reports (
      project_id integer primary key references projects(id),
      tenant_id integer not null references tenants(id),
      filed_on date not null,
      authority text not null,
      note text,
      recorded_time timestamptz not null,
      recorder_user_id integer references users(id) on delete set null
    )`.execute(db);
    await sql`create index written_reports_by_tenant on written_reports (tenant_id, project_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table written_reports`.execute(db);
  },
};
