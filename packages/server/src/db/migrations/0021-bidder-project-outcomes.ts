import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What each bidder did in each project, kept beside the records it is read from, so a bidder's history
 * (its totals and its page order) is an indexed read of one narrow row per project instead of an
 * aggregation of all its records on every request (bench/README.md `library-history.ts`).
 *
 * A trigger keeps the rows: every insert, change or removal of a record naming a bidder recomputes that
 * bidder's row for that project from the records themselves, so writes from anywhere (the routes, the
 * demo seed, a bulk load) keep it true. A per-row advisory lock serialises two writers of the same row;
 * each then reads the other's committed record (READ COMMITTED). The winning result is written here as
 * the domain defines it today (records/bidder-outcomes.ts WINNING_RESULT, a copy): a change of that rule
 * needs a migration that redefines the function and recomputes the rows.
 */
const BIDDER_TYPES = `('signUp', 'qualificationPurchase', 'qualificationResult', 'objection')`;
const PER_PROJECT = `max(creation_time),
      bool_or(type = 'signUp'),
      bool_or(type = 'qualificationResult' and data ->> 'qualificationResult_result' = '通过'),
      count(*) filter (where type = 'objection')::int`;

const UP: readonly string[] = [
  `create table bidder_project_outcomes (
     tenant_id integer not null references tenants(id),
     supplier_name text not null,
     project_id integer not null references projects(id) on delete cascade,
     latest timestamptz not null,
     signed_up boolean not null,
     passed boolean not null,
     objections integer not null,
     primary key (tenant_id, supplier_name, project_id))`,
  `create index bidder_project_outcomes_latest
     on bidder_project_outcomes (tenant_id, supplier_name, latest desc, project_id desc)`,
  // The records of one bidder in one project, found without reading the bidder's other projects.
  `create index middleware_records_supplier_project
     on middleware_records (tenant_id, (data ->> 'supplierName'), project_id)`,
  `create function refresh_bidder_project_outcome(t integer, s text, p integer) returns void
     language plpgsql as $$
   begin
     if s is null then return; end if;
     perform pg_advisory_xact_lock(t, hashtext(s || '/' || p));
     delete from bidder_project_outcomes where tenant_id = t and supplier_name = s and project_id = p;
     insert into bidder_project_outcomes
       (tenant_id, supplier_name, project_id, latest, signed_up, passed, objections)
     select t, s, p, ${PER_PROJECT}
     from middleware_records
     where tenant_id = t and data ->> 'supplierName' = s and project_id = p and type in ${BIDDER_TYPES}
     having count(*) > 0;
   end $$`,
  `create function bidder_project_outcome_on_record() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       perform refresh_bidder_project_outcome(old.tenant_id, old.data ->> 'supplierName', old.project_id);
     end if;
     if tg_op in ('INSERT', 'UPDATE') then
       perform refresh_bidder_project_outcome(new.tenant_id, new.data ->> 'supplierName', new.project_id);
     end if;
     return null;
   end $$`,
  `create trigger middleware_records_bidder_project_outcome
     after insert or update or delete on middleware_records
     for each row execute function bidder_project_outcome_on_record()`,
  `insert into bidder_project_outcomes
     (tenant_id, supplier_name, project_id, latest, signed_up, passed, objections)
   select tenant_id, data ->> 'supplierName', project_id, ${PER_PROJECT}
   from middleware_records
   where type in ${BIDDER_TYPES} and data ->> 'supplierName' is not null
   group by tenant_id, data ->> 'supplierName', project_id`,
];

const DOWN: readonly string[] = [
  'drop trigger if exists middleware_records_bidder_project_outcome on middleware_records',
  'drop function if exists bidder_project_outcome_on_record()',
  'drop function if exists refresh_bidder_project_outcome(integer, text, integer)',
  'drop index if exists middleware_records_supplier_project',
  'drop table if exists bidder_project_outcomes',
];

export const bidderProjectOutcomes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of UP) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of DOWN) await sql.raw(statement).execute(db);
  },
};
