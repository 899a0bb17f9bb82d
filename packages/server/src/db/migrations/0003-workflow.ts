import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The workflow engine's invariants in the schema (§7 workflow engine service, ADR 0006):
 * - an engine tenant's id is unique per API tenant, not globally, so one API tenant can neither collide
 *   with nor detect another's engine tenants;
 * - a project (business key) has at most one active process, and a process at most one open task, so the
 *   engine can never disagree with the project about the current step.
 */
const UP: readonly string[] = [
  'alter table wf_user_tenants drop constraint wf_user_tenants_wf_tenant_id_fkey',
  'alter table wf_tenants drop constraint wf_tenants_pkey',
  'alter table wf_tenants add primary key (tenant_id, id)',
  `alter table wf_user_tenants add constraint wf_user_tenants_wf_tenant_fkey
     foreign key (tenant_id, wf_tenant_id) references wf_tenants (tenant_id, id) on delete cascade`,
  `create unique index wf_process_instances_one_active on wf_process_instances (tenant_id, business_key)
     where state = 'active'`,
  'create unique index wf_tasks_one_open on wf_tasks (process_instance_id) where end_time is null',
  'create index wf_user_groups_group on wf_user_groups (tenant_id, group_id)',
];

const DOWN: readonly string[] = [
  'drop index wf_user_groups_group',
  'drop index wf_tasks_one_open',
  'drop index wf_process_instances_one_active',
  'alter table wf_user_tenants drop constraint wf_user_tenants_wf_tenant_fkey',
  'alter table wf_tenants drop constraint wf_tenants_pkey',
  'alter table wf_tenants add primary key (id)',
  `alter table wf_user_tenants add constraint wf_user_tenants_wf_tenant_id_fkey
     foreign key (wf_tenant_id) references wf_tenants (id) on delete cascade`,
];

export const workflowConstraints: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of UP) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of DOWN) await sql.raw(statement).execute(db);
  },
};
