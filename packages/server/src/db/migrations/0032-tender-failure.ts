import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What a terminated tender leaves (ADR 0023, domain failure/): its notice is a new notice type, "6" —
 * the 流标公告/终止公告 (实施条例 第三十一条: 终止招标的，应当及时发布公告), drafted in the terminating save
 * and published by staff; and each bond not yet refunded is marked due for refund on a day of the working
 * calendar (87号令 第二十九条: within 5 working days of the termination), the ledger's refund batch. A
 * failed tender's change of method keeps the approving authority's document as a project file of a new
 * usage, "12".
 */
export const tenderFailure: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table notices drop constraint notices_notice_type_check`.execute(db);
    await sql`alter table notices add constraint notices_notice_type_check
      check (notice_type in ('0', '1', '4', '5', '6'))`.execute(db);
    await sql`alter table bond_entries add column refund_due_on date`.execute(db);
    await sql`alter table project_files drop constraint project_files_usage_check`.execute(db);
    await sql`alter table project_files add constraint project_files_usage_check
      check (usage in ('0', '11', '12'))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from project_files where usage = '12'`.execute(db);
    await sql`alter table project_files drop constraint project_files_usage_check`.execute(db);
    await sql`alter table project_files add constraint project_files_usage_check
      check (usage in ('0', '11'))`.execute(db);
    await sql`alter table bond_entries drop column refund_due_on`.execute(db);
    await sql`delete from notices where notice_type = '6'`.execute(db);
    await sql`alter table notices drop constraint notices_notice_type_check`.execute(db);
    await sql`alter table notices add constraint notices_notice_type_check
      check (notice_type in ('0', '1', '4', '5'))`.execute(db);
  },
};
