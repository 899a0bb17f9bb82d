import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The records that name a bidder (sign-ups, purchases, results, objections keep it as `supplierName`),
 * found by that name within a tenant: a bidder's history on its library page, and the library analysis
 * joining entries to sign-ups by name, read them without scanning every record of the tenant.
 */
export const supplierRecordIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index middleware_records_supplier
              on middleware_records (tenant_id, (data ->> 'supplierName'))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists middleware_records_supplier`.execute(db);
  },
};
