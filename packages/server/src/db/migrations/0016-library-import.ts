import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The library permission areas as the domain's catalogue named them when this migration was written (a copy). */
const LIBRARY_AREAS_AT_0016 = ['bidder', 'agency', 'purchaser'];

/**
 * Importing a library from a spreadsheet (§6 action `import`): whoever may add an entry to a library one
 * at a time may add many from a file, so each role holding `area.add` is granted `area.import` (the Admin
 * among them; an Admin may grant or withdraw it per role afterwards). Nothing else changes.
 */
export const libraryImport: Migration = {
  async up(db: Kysely<unknown>) {
    for (const area of LIBRARY_AREAS_AT_0016) {
      await sql`update roles set granted_permissions = granted_permissions || ${sql.val([`${area}.import`])}::text[]
                where ${`${area}.add`} = any(granted_permissions)
                  and not (${`${area}.import`} = any(granted_permissions))`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    const imports = LIBRARY_AREAS_AT_0016.map((area) => `${area}.import`);
    await sql`update roles set granted_permissions = array(
                select p from unnest(granted_permissions) p where p <> all(${sql.val(imports)}::text[]))`.execute(
      db,
    );
  },
};
