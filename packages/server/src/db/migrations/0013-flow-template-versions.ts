import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The step pages the web app served when this migration was written (domain KNOWN_STEP_ROUTERS then).
 * A copy, not an import: a shipped migration must do the same thing whatever the list becomes later.
 */
export const KNOWN_STEP_ROUTERS_AT_0013 = [
  '/sign-up',
  '/qualification-purchase',
  '/qualification-result',
  '/modify-notice',
  '/project-clarification',
  '/result-publicity',
  '/result-announcement',
  '/bid-evaluation/index',
  '/bid-evaluation/cl',
  '/qualification-bid-evaluation/index',
];

/**
 * Flow templates are versioned (ADR 0013): each row of flow_templates is one version of a bidding method's
 * template, the newest being the current one, and a save inserts the next version instead of changing
 * one. A project's flow instance already names the row it was copied from (flow_instances.template_id),
 * so it records its version. The templates a database holds — the demo seed's, the only ones written
 * before this — become version 1. A step whose router has no page in the web app is marked external,
 * as the template rules now require of such a step.
 */
export const flowTemplateVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table flow_templates
                add column version integer not null default 1 check (version >= 1),
                add column creation_time timestamptz not null default now(),
                add column creator_user_id integer references users(id) on delete set null`.execute(db);
    await sql`alter table flow_templates drop constraint flow_templates_tenant_id_bidding_method_key`.execute(
      db,
    );
    // Also the index of "the current version": the newest of a tenant's method.
    await sql`alter table flow_templates
                add constraint flow_templates_method_version unique (tenant_id, bidding_method, version)`.execute(
      db,
    );
    await sql`alter table flow_template_nodes add column is_external boolean not null default false`.execute(
      db,
    );
    await sql`update flow_template_nodes set is_external = true
              where router <> all(${sql.val(KNOWN_STEP_ROUTERS_AT_0013)}::text[])`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    // Back to one template per method: the flows started from later versions point at version 1.
    await sql`update flow_instances fi set template_id = first.id
              from flow_templates later
              join flow_templates first on first.tenant_id = later.tenant_id
                and first.bidding_method = later.bidding_method and first.version = 1
              where fi.template_id = later.id and later.version > 1`.execute(db);
    await sql`delete from flow_templates where version > 1`.execute(db);
    await sql`alter table flow_template_nodes drop column is_external`.execute(db);
    await sql`alter table flow_templates drop constraint flow_templates_method_version`.execute(db);
    await sql`alter table flow_templates
                add constraint flow_templates_tenant_id_bidding_method_key unique (tenant_id, bidding_method)`.execute(
      db,
    );
    await sql`alter table flow_templates
                drop column creator_user_id, drop column creation_time, drop column version`.execute(db);
  },
};
