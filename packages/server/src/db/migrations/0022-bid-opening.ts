import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The opening record (开标记录, ADR 0019): each bid of a bid package as staff entered it, and the
 * package's confirmation, after which the record is locked. Whether a bid stands (late, bond unpaid) is
 * derived on every read, never stored, so a corrected deadline moves the verdicts with it. A bid package
 * keeps its id across project edits (the project repository updates packages in place), so bids stay
 * with their package; one with bids cannot be removed (restrict). Roles that read step records read the
 * evaluation; roles that add them keep it (evaluation.query / evaluation.edit, as named at 0022).
 */
export const bidOpening: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table opening_bids (
      id serial primary key,
      tenant_id integer not null references tenants(id),
      project_id integer not null references projects(id),
      group_id integer not null references bid_package_groups(id) on delete restrict,
      bidder text not null,
      price numeric(18, 2) not null check (price > 0),
      duration_days integer not null check (duration_days > 0),
      quality text,
      bond_paid boolean not null,
      received_at timestamptz not null,
      creation_time timestamptz not null default now(),
      creator_user_id integer references users(id) on delete set null,
      unique (group_id, bidder)
    )`.execute(db);
    await sql`create index opening_bids_by_project on opening_bids (tenant_id, project_id)`.execute(db);
    await sql`create table opening_confirmations (
      group_id integer primary key references bid_package_groups(id) on delete restrict,
      tenant_id integer not null references tenants(id),
      project_id integer not null references projects(id),
      confirmed_time timestamptz not null,
      confirmer_user_id integer references users(id) on delete set null
    )`.execute(db);
    await sql`create index opening_confirmations_by_project on opening_confirmations (tenant_id, project_id)`.execute(
      db,
    );
    await grant(db, 'evaluation.query', 'record.query');
    await grant(db, 'evaluation.edit', 'record.add');
  },
  async down(db: Kysely<unknown>) {
    for (const permission of ['evaluation.query', 'evaluation.edit']) {
      await sql`update roles set granted_permissions = array_remove(granted_permissions, ${permission})`.execute(
        db,
      );
    }
    await sql`drop table opening_confirmations`.execute(db);
    await sql`drop table opening_bids`.execute(db);
  },
};

/** Grants `permission` to every role holding `holder` (and not it yet). */
async function grant(db: Kysely<unknown>, permission: string, holder: string) {
  await sql`update roles set granted_permissions = granted_permissions || ${sql.val([permission])}::text[]
            where ${holder} = any(granted_permissions) and not (${permission} = any(granted_permissions))`.execute(
    db,
  );
}
