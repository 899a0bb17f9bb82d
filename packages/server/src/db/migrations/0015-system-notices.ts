import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The system-notice permissions as the domain's catalogue named them when this migration was written (a copy). */
const READ_AT_0015 = ['sysNotice.query', 'sysNotice.get'];
const WRITE_AT_0015 = ['sysNotice.add', 'sysNotice.edit'];

/**
 * System notices (§1): the tenant's announcements from its administrators to all its staff, and who has
 * read which. A notice is pinned or not, and withdrawn at some time or not (hidden from staff then, kept
 * for the administrators); `version` guards an edit against one made meanwhile. A read is one row per
 * reader and notice, so the header's unread count is the tenant's live notices without a row of the
 * reader's. Every role may now read the notices; the Admin publishes and keeps them.
 */
export const systemNotices: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table system_notices (
      id serial primary key,
      tenant_id integer not null references tenants(id),
      title text not null,
      content text not null,
      pinned boolean not null default false,
      creation_time timestamptz not null default now(),
      creator_user_id integer references users(id) on delete set null,
      last_modification_time timestamptz,
      last_modifier_user_id integer references users(id) on delete set null,
      withdrawn_time timestamptz,
      version integer not null default 1 check (version >= 1)
    )`.execute(db);
    // The list's order (pinned first, then newest) within a tenant.
    await sql`create index system_notices_listing
              on system_notices (tenant_id, pinned desc, creation_time desc, id desc)`.execute(db);
    await sql`create table system_notice_reads (
      tenant_id integer not null references tenants(id),
      notice_id integer not null references system_notices(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      read_time timestamptz not null,
      primary key (notice_id, user_id)
    )`.execute(db);
    await sql`create index system_notice_reads_by_reader on system_notice_reads (tenant_id, user_id)`.execute(
      db,
    );
    await sql`update roles set granted_permissions = granted_permissions || ${sql.val(READ_AT_0015)}::text[]
              where not (granted_permissions && ${sql.val(READ_AT_0015)}::text[])`.execute(db);
    await sql`update roles set granted_permissions = granted_permissions || ${sql.val(WRITE_AT_0015)}::text[]
              where name = 'Admin' and not (granted_permissions && ${sql.val(WRITE_AT_0015)}::text[])`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    const all = [...READ_AT_0015, ...WRITE_AT_0015];
    await sql`update roles set granted_permissions = array(
                select p from unnest(granted_permissions) p where p <> all(${sql.val(all)}::text[]))`.execute(
      db,
    );
    await sql`drop table system_notice_reads`.execute(db);
    await sql`drop table system_notices`.execute(db);
  },
};
