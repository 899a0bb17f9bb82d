import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const BEFORE = [
  'objection',
  'signUp',
  'qualificationPurchase',
  'qualificationResult',
  'signIn',
  'clarification',
];
const ADDED = ['tenderDocument', 'invitation', 'contract', 'singleSourcePublicity'];

/**
 * The records of the remaining step pages (ADR 0007): the tender documents' versions, the invitations
 * of an invited tendering, the contracts per bid package and the single-source justification notice are
 * middleware record types of their own, written by who may move the flow like every step's records.
 */
export const stepPageRecords: Migration = {
  async up(db: Kysely<unknown>) {
    await constrain(db, [...BEFORE, ...ADDED]);
  },
  async down(db: Kysely<unknown>) {
    await sql`delete from middleware_records where type = any(${sql.val(ADDED)}::text[])`.execute(db);
    await constrain(db, BEFORE);
  },
};

async function constrain(db: Kysely<unknown>, types: readonly string[]) {
  await sql`alter table middleware_records drop constraint middleware_records_type_check`.execute(db);
  const list = sql.join(types.map((type) => sql.lit(type)));
  await sql`alter table middleware_records add constraint middleware_records_type_check check (type in (${list}))`.execute(
    db,
  );
}
