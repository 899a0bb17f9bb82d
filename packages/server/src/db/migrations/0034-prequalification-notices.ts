import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The prequalification notice (资格预审公告, 实施条例 第十五条) is notice type 2: its end time is the deadline
 * for applications, which the law bounds (第十六条, 第十七条; compliance/statutory-bound-table.ts).
 */
export const prequalificationNotices: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table notices
      drop constraint notices_notice_type_check,
      add constraint notices_notice_type_check check (notice_type in ('0', '1', '2', '4', '5', '6'))`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from notices where notice_type = '2'`.execute(db);
    await sql`alter table notices
      drop constraint notices_notice_type_check,
      add constraint notices_notice_type_check check (notice_type in ('0', '1', '4', '5', '6'))`.execute(db);
  },
};
