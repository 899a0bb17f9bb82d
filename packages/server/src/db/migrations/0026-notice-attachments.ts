import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A notice's attachments (the tender documents, drawings …): files stored through the signed flow,
 * read and written whole with the notice, so a jsonb list of `{fileId, fileName}`; none for the notices
 * stored before.
 */
export const noticeAttachments: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table notices add column attachments jsonb not null default '[]'::jsonb`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table notices drop column attachments`.execute(db);
  },
};
