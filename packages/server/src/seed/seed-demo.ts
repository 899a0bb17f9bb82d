import { ARCHIVE_TENANT_ID, type BiddingMethod, DEFAULT_TENANT_ID, demoRoleGrants } from '@tender/domain';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import { insertInChunks, reserveIds, syncIdSequence } from '../db/reserve-ids';
import type { Database } from '../db/schema';
import { buildDemoExperts } from './demo-experts';
import { DEMO_APP_MODULES, DEMO_FLOW_TEMPLATES, DEMO_ROLES } from './demo-flow-templates';
import { buildDemoLibraries } from './demo-libraries';
import type { DemoTemplate } from './demo-project-plan';
import type { DemoPeople } from './demo-project-row';
import { buildDemoProjects } from './demo-projects';
import { buildDemoSystemNotices, DEMO_SYSTEM_NOTICE_COUNT } from './demo-system-notices';
import { type Random, seededRandom } from './random';
import { buildDemoWorkflow, seedDemoWorkflow } from './seed-workflow';

/** The demo password of every demo account (server README "Configuration"). */
export const DEMO_PASSWORD = '123qwe';

/** The demo tenants: the default tenant 3 and tenant 1, whose closing menu reads "archive" (§9). */
export const DEMO_TENANTS = [
  {
    id: DEFAULT_TENANT_ID,
    tenancyName: 'Default',
    name: 'Default',
    company: '默认招标代理有限公司',
    projects: 60,
  },
  {
    id: ARCHIVE_TENANT_ID,
    tenancyName: 'archive-agency',
    name: '归档招标代理',
    company: '浙江归档招标代理有限公司',
    projects: 24,
  },
] as const;

/** The demo users of each tenant and their roles; viewer's role is in no step's flowRoles. */
export const DEMO_USERS = [
  { userName: 'admin', name: '系统管理员', role: 'Admin' },
  { userName: 'manager', name: '张经理', role: 'ProjectManager' },
  { userName: 'agent', name: '李代理', role: 'Agent' },
  { userName: 'viewer', name: '王查看', role: 'Viewer' },
] as const;

export interface DemoSummary {
  readonly tenants: number;
  readonly users: number;
  readonly projects: number;
}

/** True when the database holds no tenant yet: the condition for seeding demo data at start. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function seedPeople(trx: Kysely<Database>, tenant: (typeof DEMO_TENANTS)[number]): Promise<DemoPeople> {
  const companies = await trx
    .insertInto('companies')
    .values([
      {
        tenantId: tenant.id,
        name: tenant.company,
        code: `AG${tenant.id}01`,
        address: '杭州市西湖区文三路 100 号',
        phone: '0571-88000000',
      },
      {
        tenantId: tenant.id,
        name: `${tenant.company}宁波分公司`,
        code: `AG${tenant.id}02`,
        address: '宁波市鄞州区天童南路 8 号',
        phone: '0574-87000000',
      },
    ])
    .returning('id')
    .execute();
  const roles = await trx
    .insertInto('roles')
    .values(
      DEMO_ROLES.map((r) => ({
        tenantId: tenant.id,
        name: r.name,
        displayName: r.displayName,
        grantedPermissions: [...demoRoleGrants(r.name)],
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const people: Record<string, { id: number; name: string; companyId: number }> = {};
  for (const [k, u] of DEMO_USERS.entries()) {
    const companyId = companies[k === 3 ? 1 : 0]!.id;
    const { id } = await trx
      .insertInto('users')
      .values({
        tenantId: tenant.id,
        userName: u.userName,
        name: u.name,
        emailAddress: `${u.userName}@${tenant.tenancyName.toLowerCase()}.tender.example`,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        companyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roleId = roles.find((r) => r.name === u.role)!.id;
    await trx.insertInto('userRoles').values({ tenantId: tenant.id, userId: id, roleId }).execute();
    people[u.userName] = { id, name: u.name, companyId };
  }
  return { admin: people.admin!, manager: people.manager!, agent: people.agent! };
}

async function seedTemplates(
  trx: Kysely<Database>,
  tenantId: number,
): Promise<Record<BiddingMethod, DemoTemplate>> {
  const result = {} as Record<BiddingMethod, DemoTemplate>;
  for (const [method, steps] of Object.entries(DEMO_FLOW_TEMPLATES) as [
    BiddingMethod,
    (typeof DEMO_FLOW_TEMPLATES)[BiddingMethod],
  ][]) {
    const { id } = await trx
      .insertInto('flowTemplates')
      .values({ tenantId, biddingMethod: method, name: `${method}流程` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const nodeIds = await reserveIds(trx, 'flow_template_nodes', steps.length);
    await trx
      .insertInto('flowTemplateNodes')
      .values(
        steps.map((s, k) => ({
          id: nodeIds[k]!,
          tenantId,
          templateId: id,
          nodeName: s.nodeName,
          router: s.router,
          sort: k + 1,
          isDisplay: s.isDisplay ?? true,
          isExternal: s.isExternal,
          flowRoles: [...s.flowRoles],
        })),
      )
      .execute();
    const sites = steps.flatMap((s, k) =>
      (s.sites ?? []).map((site, n) => ({ tenantId, templateNodeId: nodeIds[k]!, ...site, sort: n + 1 })),
    );
    if (sites.length > 0) await trx.insertInto('flowTemplateSites').values(sites).execute();
    result[method] = { id, steps };
  }
  return result;
}

/** An id source that draws from pools reserved in advance. */
async function reservedIdSource(trx: Kysely<Database>, projects: number) {
  const pools = {
    project: await reserveIds(trx, 'projects', projects),
    node: await reserveIds(trx, 'flow_nodes', projects * 12),
    group: await reserveIds(trx, 'bid_package_groups', projects * 3),
  };
  const take = (pool: number[]) => () => {
    const id = pool.shift();
    if (id === undefined) throw new Error('demo id pool exhausted');
    return id;
  };
  return { project: take(pools.project), node: take(pools.node), group: take(pools.group) };
}

async function seedTenant(trx: Kysely<Database>, tenant: (typeof DEMO_TENANTS)[number], random: Random) {
  const people = await seedPeople(trx, tenant);
  await trx
    .insertInto('appModules')
    .values(DEMO_APP_MODULES.map((m, k) => ({ tenantId: tenant.id, ...m, sort: k + 1 })))
    .execute();
  const templates = await seedTemplates(trx, tenant.id);
  const ids = await reservedIdSource(trx, tenant.projects);
  const rows = buildDemoProjects({
    tenantId: tenant.id,
    count: tenant.projects,
    people,
    templates,
    ids,
    random,
  });
  await insertInChunks(trx, 'flowInstances', rows.flowInstances);
  await insertInChunks(trx, 'flowNodes', rows.flowNodes);
  await insertInChunks(trx, 'flowSites', rows.flowSites);
  await insertInChunks(trx, 'projects', rows.projects);
  await insertInChunks(trx, 'projectFiles', rows.files);
  await insertInChunks(trx, 'bidPackageGroups', rows.groups);
  await insertInChunks(trx, 'notices', rows.notices);
  await insertInChunks(trx, 'middlewareRecords', rows.records);
  await insertInChunks(trx, 'flowRecords', rows.flowRecords);
  await insertInChunks(trx, 'bondEntries', rows.bonds);
  await insertInChunks(trx, 'agencyFees', rows.fees);
  // A generator of their own, so the libraries leave the projects' draws as they were.
  await insertInChunks(
    trx,
    'libraryEntries',
    buildDemoLibraries(tenant.id, seededRandom(20261126 + tenant.id), new Date(), [
      tenant.company,
      `${tenant.company}宁波分公司`,
    ]),
  );
  const systemNotices = buildDemoSystemNotices(
    tenant.id,
    await reserveIds(trx, 'system_notices', DEMO_SYSTEM_NOTICE_COUNT),
    people,
    new Date(),
  );
  await insertInChunks(trx, 'systemNotices', systemNotices.notices);
  await insertInChunks(trx, 'experts', buildDemoExperts(tenant.id, new Date()));
  await insertInChunks(trx, 'systemNoticeReads', systemNotices.reads);
  const loginNames = new Map(
    (['admin', 'manager', 'agent'] as const).map((userName) => [people[userName].id, userName]),
  );
  await seedDemoWorkflow(
    trx,
    buildDemoWorkflow(tenant.id, rows, (id) => (id ? (loginNames.get(id) ?? null) : null)),
  );
}

/**
 * Seeds the demo data (ADR 0002: `npm start` works with zero setup): two tenants with four users each
 * (password 123qwe), companies, app modules, a flow template per bidding method and their projects, the
 * libraries and a few system notices — deterministic, in one transaction.
 */
export async function seedDemo(db: Kysely<Database>): Promise<DemoSummary> {
  const random = seededRandom(20260105);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tenants')
      .values(DEMO_TENANTS.map((t) => ({ id: t.id, tenancyName: t.tenancyName, name: t.name })))
      .execute();
    await syncIdSequence(trx, 'tenants');
    for (const tenant of DEMO_TENANTS) await seedTenant(trx, tenant, random);
  });
  return {
    tenants: DEMO_TENANTS.length,
    users: DEMO_TENANTS.length * DEMO_USERS.length,
    projects: DEMO_TENANTS.reduce((n, t) => n + t.projects, 0),
  };
}
