import {
  BIDDING_METHODS,
  type Blacklisting,
  businessDateOf,
  compareMoney,
  creditCodeProblem,
  LIBRARY_KINDS,
  libraryEntryStanding,
  type Objection,
  suspensionOf,
} from '@tender/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyProjectDeadlinesSource } from '../src/adapters/compliance/kysely-project-deadlines-source';
import { BondKeeping } from '../src/bonds/bond-keeping';
import { DEMO_LIBRARY_SIZES } from '../src/seed/demo-libraries';
import type { TestDatabase } from '../src/testing/test-database';
import { openTestDatabase } from './harness';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the demo data (§9 tenants)', () => {
  it('has tenants 3 Default and 1 with four users each, with their roles and companies', async () => {
    const { db } = database;
    const tenants = await db.selectFrom('tenants').select(['id', 'tenancyName']).orderBy('id').execute();
    expect(tenants).toEqual([
      { id: 1, tenancyName: 'archive-agency' },
      { id: 3, tenancyName: 'Default' },
    ]);
    for (const tenant of [1, 3]) {
      const users = await db
        .selectFrom('users as u')
        .innerJoin('userRoles as ur', 'ur.userId', 'u.id')
        .innerJoin('roles as r', 'r.id', 'ur.roleId')
        .select(['u.userName', 'r.name as role', 'u.companyId'])
        .where('u.tenantId', '=', tenant)
        .orderBy('u.userName')
        .execute();
      expect(users.map((u) => [u.userName, u.role])).toEqual([
        ['admin', 'Admin'],
        ['agent', 'Agent'],
        ['manager', 'ProjectManager'],
        ['viewer', 'Viewer'],
      ]);
      expect(users.every((u) => u.companyId !== null)).toBe(true);
    }
  });

  it('has a flow template for every bidding method', async () => {
    const templates = await database.db
      .selectFrom('flowTemplates')
      .select('biddingMethod')
      .where('tenantId', '=', 3)
      .execute();
    expect(templates.map((t) => t.biddingMethod).sort()).toEqual(Object.keys(BIDDING_METHODS).sort());
  });

  it('gives open tendering the steps §2 and §5 name, in order, the last with nextNodeId 0', async () => {
    const { db } = database;
    const project = await db
      .selectFrom('projects')
      .select('flowInstanceId')
      .where('tenantId', '=', 3)
      .where('biddingMethod', '=', '公开招标')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const nodes = await db
      .selectFrom('flowNodes')
      .select(['id', 'nodeName', 'router', 'nextNodeId', 'flowRoles', 'sort'])
      .where('flowInstanceId', '=', project.flowInstanceId!)
      .orderBy('sort')
      .execute();
    const routers = nodes.map((n) => n.router);
    const order = [
      '/sign-up',
      '/qualification-purchase',
      '/qualification-result',
      '/bid-evaluation/index',
    ].map((r) => routers.indexOf(r));
    expect(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!))).toBe(true);
    const names = nodes.map((n) => n.nodeName);
    expect(names).toEqual(expect.arrayContaining(['报名', '资格预审文件购买', '资格审查结果', '开标评标']));
    expect(names.indexOf('中标候选人公示')).toBeGreaterThan(names.indexOf('开标评标'));
    expect(names.indexOf('中标结果公告')).toBeGreaterThan(names.indexOf('中标候选人公示'));
    expect(nodes.at(-1)!.nextNodeId).toBe(0);
    expect(nodes.slice(0, -1).map((n) => n.nextNodeId)).toEqual(nodes.slice(1).map((n) => n.id));
    expect(nodes.some((n) => n.flowRoles.length > 0)).toBe(true);
    expect(nodes.every((n) => !n.flowRoles.includes('Viewer'))).toBe(true);
    const sites = await db
      .selectFrom('flowSites')
      .select('nodeId')
      .where(
        'nodeId',
        'in',
        nodes.map((n) => n.id),
      )
      .execute();
    expect(sites.length).toBeGreaterThan(0);
  });

  it('has about 60 projects in tenant 3 over every state, step, audit state and tender-by-law', async () => {
    const { db } = database;
    const projects = await db
      .selectFrom('projects')
      .select([
        'state',
        'auditState',
        'isTenderByLaw',
        'currentNodeId',
        'mode',
        'biddingMethod',
        'projectBudget',
      ])
      .where('tenantId', '=', 3)
      .execute();
    expect(projects.length).toBeGreaterThanOrEqual(55);
    expect(projects.length).toBeLessThanOrEqual(65);
    expect(new Set(projects.map((p) => p.state))).toEqual(new Set([3, 5, 8]));
    expect(new Set(projects.map((p) => p.auditState))).toEqual(new Set([null, '13']));
    expect(new Set(projects.map((p) => p.isTenderByLaw))).toEqual(new Set([true, false]));
    expect(projects.every((p) => p.mode === 3)).toBe(true);
    expect(projects.every((p) => p.projectBudget === null || /^\d+\.\d{2}$/.test(p.projectBudget))).toBe(
      true,
    );
    // Every step of the open-tendering template has a running project on it.
    const { rows } = await sql<{ missing: number }>`
      select count(*)::int as missing from flow_template_nodes tn
      join flow_templates t on t.id = tn.template_id and t.tenant_id = 3 and t.bidding_method = '公开招标'
      where not exists (
        select 1 from projects p join flow_nodes n on n.id = p.current_node_id
        where p.tenant_id = 3 and p.state = 3 and p.bidding_method = '公开招标' and n.node_name = tn.node_name)
    `.execute(db);
    expect(rows[0]!.missing).toBe(0);
  });

  it("keeps every demo project's bid packages within its budget, so each saves back unchanged", async () => {
    const { rows } = await sql<{ over: number; projects: number }>`
      select count(*) filter (where sum > budget)::int as over, count(*)::int as projects from (
        select p.project_budget as budget, sum(g.group_budget) as sum from projects p
        join bid_package_groups g on g.project_id = p.id and g.tenant_id = p.tenant_id
        group by p.id, p.project_budget) t
    `.execute(database.db);
    expect(rows[0]!.projects).toBeGreaterThan(50);
    expect(rows[0]!.over).toBe(0);
  });

  it('has open tenders whose notices close within the week after the seed ran, for home to count down', async () => {
    const { rows } = await sql<{ open: number; late: number }>`
      select count(*) filter (where n.end_time > now() and n.end_time <= now() + interval '7 days')::int as open,
             count(*) filter (where n.end_time > now() + interval '7 days')::int as late
      from notices n join projects p on p.id = n.project_id
      where n.notice_type = '0' and p.state = 3 and p.tenant_id = 3
    `.execute(database.db);
    expect(rows[0]!.open).toBeGreaterThan(0);
    expect(rows[0]!.late).toBe(0);
  });

  it('has notices of all four types and every record type', async () => {
    const { db } = database;
    const notices = await db
      .selectFrom('notices')
      .select('noticeType')
      .distinct()
      .where('tenantId', '=', 3)
      .execute();
    expect(notices.map((n) => n.noticeType).sort()).toEqual(['0', '1', '4', '5']);
    const types = await db
      .selectFrom('middlewareRecords')
      .select('type')
      .distinct()
      .where('tenantId', '=', 3)
      .execute();
    expect(types.map((t) => t.type).sort()).toEqual([
      'objection',
      'qualificationPurchase',
      'qualificationResult',
      'signIn',
      'signUp',
    ]);
  });

  it('has projects at each circulation step whose records pass and projects they block', async () => {
    const { rows } = await sql<{ router: string; passing: number; blocking: number }>`
      with at_step as (
        select p.id, n.router, p.is_tender_by_law from projects p join flow_nodes n on n.id = p.current_node_id
        where p.tenant_id = 3 and p.state = 3 and n.router in ('/sign-up', '/qualification-purchase', '/qualification-result')),
      counts as (
        select s.id, s.router, s.is_tender_by_law,
          count(distinct r.data->>'supplierName') filter (where r.type = 'signUp') as signed,
          count(distinct r.data->>'supplierName') filter (where r.type = 'signUp' and r.data->>'signUp_state' = '1') as approved,
          count(distinct r.data->>'supplierName') filter (where r.type = 'signUp' and r.data->>'signUp_state' = '1' and coalesce(r.data->>'signUp_tenderDoc', '') <> '') as docs,
          count(distinct r.data->>'supplierName') filter (where r.type = 'signIn') as sign_ins,
          count(distinct r.data->>'supplierName') filter (where r.type = 'qualificationPurchase') as bought,
          count(distinct r.data->>'supplierName') filter (where r.type = 'qualificationPurchase' and r.data->>'qualificationPurchase_state' = '1') as bought_ok,
          count(distinct r.data->>'supplierName') filter (where r.type = 'qualificationResult' and r.data->>'qualificationResult_result' = '通过') as passed
        from at_step s left join middleware_records r on r.project_id = s.id and r.tenant_id = 3
        group by s.id, s.router, s.is_tender_by_law),
      verdicts as (
        select router, case router
          when '/sign-up' then signed >= 3 and approved >= 3 and (not is_tender_by_law or (docs >= 3 and sign_ins >= 3))
          when '/qualification-purchase' then bought >= 3 and bought_ok >= 3
          else passed >= 3 end as passes
        from counts)
      select router, count(*) filter (where passes)::int as passing, count(*) filter (where not passes)::int as blocking
      from verdicts group by router order by router
    `.execute(database.db);
    expect(rows.map((r) => r.router)).toEqual([
      '/qualification-purchase',
      '/qualification-result',
      '/sign-up',
    ]);
    for (const row of rows) {
      expect(row.passing, row.router).toBeGreaterThan(0);
      expect(row.blocking, row.router).toBeGreaterThan(0);
    }
  });

  it('breaks no statutory bound: no demo project is refused or blocked by the law’s time limits (ADR 0022)', async () => {
    const projects = await database.db.selectFrom('projects').select(['id', 'tenantId']).execute();
    const broken: string[] = [];
    for (const { id, tenantId } of projects) {
      const deadlines = await new KyselyProjectDeadlinesSource(
        database.db,
        tenantId,
        () => new Date(),
      ).deadlinesOf(id);
      for (const bound of deadlines.bounds.filter((b) => b.status === 'broken'))
        broken.push(`${id} ${bound.id}`);
    }
    expect(projects.length).toBeGreaterThan(80);
    expect(broken).toEqual([]);
  });

  it('shows one open tender whose deadline a late correction moved, with an objection’s clock running', async () => {
    const moved = await database.db
      .selectFrom('notices')
      .select(['projectId', 'endTime', 'publishTime'])
      .where('tenantId', '=', 3)
      .where('noticeType', '=', '1')
      .where('endTime', 'is not', null)
      .execute();
    expect(moved).toHaveLength(1);
    const { projectId, endTime } = moved[0]!;
    const deadlines = await new KyselyProjectDeadlinesSource(database.db, 3, () => new Date()).deadlinesOf(
      projectId,
    );
    const bound = (id: string) => deadlines.bounds.find((b) => b.id === id);
    expect(bound('clarificationCutoff')).toMatchObject({
      status: 'open',
      anchor: { what: 'bidDeadline', at: (endTime as Date).toISOString() },
    });
    expect(bound('objectionReply')?.status).toBe('open');
    expect(deadlines.bounds.some((b) => b.status === 'broken')).toBe(false);
  });

  it('fills the compliance panels (ADR 0022): an answered objection, an open one suspending the opening with bonds paid, a fee', async () => {
    const { rows } = await sql<{ projectId: number; flowName: string; data: Objection }>`
      select r.project_id as "projectId", p.project_flow_name as "flowName", r.data
        from middleware_records r join projects p on p.id = r.project_id
       where r.tenant_id = 3 and r.type = 'objection' and r.data->>'objection_subject' = 'tenderDocuments'
         -- registered through the log, with its channel (the showcase's objection is a §7 record)
         and r.data->>'objection_channel' is not null
       order by r.data->>'objection_status'`.execute(database.db);
    expect(rows.map((r) => [r.data.objection_status, Boolean(r.data.objection_replyContent)])).toEqual([
      ['已处理', true],
      ['未处理', false],
    ]);
    const open = rows[1]!;
    expect(open.flowName).toBe('开标评标');
    // 实施条例 第二十二条: the opening waits for the answer.
    expect(suspensionOf('/bid-evaluation/index', [open.data], 'tendering')?.subject).toBe('tenderDocuments');
    const ledger = await new BondKeeping(database.db, { tenantId: 3, userId: 1 }, () => new Date()).ledger(
      open.projectId,
    );
    expect(ledger.entries.map((e) => e.payerIsBidder)).toEqual([true, true, false]);
    for (const entry of ledger.entries) {
      const cap = ledger.packages.find((p) => p.groupId === entry.groupId)?.cap;
      if (cap) expect(compareMoney(entry.amount, cap)).toBeLessThanOrEqual(0);
    }
    const fees = await database.db
      .selectFrom('agencyFees')
      .select(['invoiceStatus'])
      .where('tenantId', '=', 3)
      .execute();
    expect(fees).toEqual([{ invoiceStatus: 'invoiced' }]);
  });

  it('has unhandled objections on some running projects', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from middleware_records where tenant_id = 3 and type = 'objection' and data->>'objection_status' = '未处理'
    `.execute(database.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('has libraries of bidders, agencies and purchasers, valid and linked to the demo projects and records', async () => {
    const rows = await database.db
      .selectFrom('libraryEntries')
      .select(['kind', 'name', 'creditCode', 'certificates', 'blacklistings'])
      .where('tenantId', '=', 3)
      .execute();
    const sizes = Object.fromEntries(
      LIBRARY_KINDS.map((kind) => [kind, rows.filter((r) => r.kind === kind).length]),
    );
    expect(sizes).toEqual(DEMO_LIBRARY_SIZES);
    expect(rows.filter((row) => creditCodeProblem(row.creditCode) !== null)).toEqual([]);
    const today = businessDateOf(new Date());
    const bidders = rows.filter((row) => row.kind === 'bidder');
    const standings = bidders.map((row) =>
      libraryEntryStanding(
        {
          certificates: row.certificates as { expiresOn: string }[],
          blacklistings: row.blacklistings as Blacklisting[],
        },
        today,
      ),
    );
    expect(standings.filter((s) => s.certificateState === 'expired').length).toBeGreaterThan(5);
    expect(standings.filter((s) => s.certificateState === 'expiring').length).toBeGreaterThan(5);
    expect(standings.filter((s) => s.blacklistedNow !== null)).toHaveLength(1);
    // Every bidder of the demo records, and every purchaser unit of the demo projects, is in its library.
    const { rows: unknownSuppliers } = await sql<{ name: string }>`
      select distinct data->>'supplierName' as name from middleware_records r
      where tenant_id = 3 and data ? 'supplierName'
        and not exists (select 1 from library_entries e
                        where e.tenant_id = 3 and e.kind = 'bidder' and e.name = r.data->>'supplierName')
    `.execute(database.db);
    expect(unknownSuppliers).toEqual([]);
    const { rows: unknownPurchasers } = await sql<{ name: string }>`
      select distinct purchaser_unit as name from projects p where tenant_id = 3
        and not exists (select 1 from library_entries e
                        where e.tenant_id = 3 and e.kind = 'purchaser' and e.name = p.purchaser_unit)
    `.execute(database.db);
    expect(unknownPurchasers).toEqual([]);
  });
});
