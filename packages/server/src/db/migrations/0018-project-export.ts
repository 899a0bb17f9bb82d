import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Exporting the project lists to a spreadsheet (§6 action `export` of the project area): the staff who
 * keep projects — each role holding `project.edit`, the Admin among them — are granted `project.export`.
 * A role that only reads keeps reading on screen; an Admin may grant or withdraw it per role afterwards.
 */
export const projectExport: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update roles set granted_permissions = granted_permissions || ${sql.val(['project.export'])}::text[]
              where 'project.edit' = any(granted_permissions)
                and not ('project.export' = any(granted_permissions))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`update roles set granted_permissions = array_remove(granted_permissions, 'project.export')`.execute(
      db,
    );
  },
};
