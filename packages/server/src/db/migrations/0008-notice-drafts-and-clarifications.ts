import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Staff now write notices and clarifications in the product (§2 correct dropdown): a notice is a draft until
 * it is published (every notice stored so far was published when it was created), and the middleware keeps
 * project clarifications as a record type of their own.
 */
const UP: readonly string[] = [
  'alter table notices add column publish_time timestamptz',
  'update notices set publish_time = creation_time',
  'alter table middleware_records drop constraint middleware_records_type_check',
  `alter table middleware_records add constraint middleware_records_type_check check (type in
     ('objection', 'signUp', 'qualificationPurchase', 'qualificationResult', 'signIn', 'clarification'))`,
];

const DOWN: readonly string[] = [
  `delete from middleware_records where type = 'clarification'`,
  'alter table middleware_records drop constraint middleware_records_type_check',
  `alter table middleware_records add constraint middleware_records_type_check check (type in
     ('objection', 'signUp', 'qualificationPurchase', 'qualificationResult', 'signIn'))`,
  'alter table notices drop column publish_time',
];

export const noticeDraftsAndClarifications: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of UP) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of DOWN) await sql.raw(statement).execute(db);
  },
};
