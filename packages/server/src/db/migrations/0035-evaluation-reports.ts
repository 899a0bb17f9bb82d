import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * When the evaluation report reached the agency (收到评标报告之日, 实施条例 第五十四条): stamped when the
 * last score sheet completes the evaluation of every bid package, cleared when a re-evaluation opens a new
 * round. The deadlines report counts the candidates' publicity from it.
 */
export const evaluationReports: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table evaluation_reports (
      project_id integer primary key references projects(id) on delete cascade,
      tenant_id integer not null references tenants(id),
      reported_time timestamptz not null
    )`.execute(db);
    await sql`create index evaluation_reports_by_tenant on evaluation_reports (tenant_id, project_id)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table evaluation_reports`.execute(db);
  },
};
