import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The tendering agency a project is registered for, picked from the agency library at registration
 * (§1; domain project.ts agencyName). Existing projects keep none: their agency stays the company of the
 * staff who registered them, as before (library-analysis.ts namesAgency).
 */
export const projectAgency: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').addColumn('agency_name', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').dropColumn('agency_name').execute();
  },
};
