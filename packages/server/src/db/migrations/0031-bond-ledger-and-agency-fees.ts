import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The bid bond ledger and the agency's service fees (ADR 0022, domain bonds/). A bond is one bidder's
 * payment for one bid package — amount, day, the account it came from — and its refund with interest
 * (招标投标法实施条例 第五十七条); whether it is within its cap and when it is due back are derived on every
 * read (bond-caps.ts, the refund bound), never stored. A package has one fee: the terms it is computed
 * from (计价格〔2002〕1980号) and its invoice status; the amounts are derived too. Packages keep their ids
 * across edits, so a package with bonds or a fee cannot be removed (restrict). No new permission: the
 * ledger is kept by who keeps the opening record (evaluation.edit), the fee by who edits the project.
 */
export const bondLedgerAndAgencyFees: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table bond_entries (
      id serial primary key,
      tenant_id integer not null references tenants(id),
      project_id integer not null references projects(id),
      group_id integer not null references bid_package_groups(id) on delete restrict,
      bidder text not null,
      amount numeric(18, 2) not null check (amount > 0),
      paid_on date not null,
      payer_name text not null,
      payer_account text,
      winner boolean not null default false,
      refunded_on date,
      interest numeric(18, 2) check (interest >= 0),
      creation_time timestamptz not null default now(),
      creator_user_id integer references users(id) on delete set null,
      unique (group_id, bidder)
    )`.execute(db);
    await sql`create index bond_entries_by_project on bond_entries (tenant_id, project_id)`.execute(db);
    await sql`create table agency_fees (
      group_id integer primary key references bid_package_groups(id) on delete restrict,
      tenant_id integer not null references tenants(id),
      project_id integer not null references projects(id),
      kind text not null check (kind in ('goods', 'services', 'works')),
      winning_amount numeric(18, 2) not null check (winning_amount >= 0),
      discount_percent numeric(5, 2) not null check (discount_percent between 0 and 100),
      minimum numeric(18, 2) check (minimum >= 0),
      payer text not null check (payer in ('purchaser', 'winningBidder')),
      invoice_status text not null default 'notInvoiced'
        check (invoice_status in ('notInvoiced', 'invoiced', 'paid')),
      last_modification_time timestamptz not null default now(),
      last_modifier_user_id integer references users(id) on delete set null
    )`.execute(db);
    await sql`create index agency_fees_by_project on agency_fees (tenant_id, project_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table agency_fees`.execute(db);
    await sql`drop table bond_entries`.execute(db);
  },
};
