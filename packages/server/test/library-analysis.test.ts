import {
  bidderOutcomes,
  type LibraryAnalysis,
  QUALIFICATION_FAILED,
  QUALIFICATION_PASSED,
} from '@tender/domain';
import { aCreditCode } from '@tender/domain/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPLIERS } from '../src/seed/demo-records';
import { DEMO_TENANTS } from '../src/seed/seed-demo';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, call, login, loginAll, openTestDatabase, testClock } from './harness';
import {
  COMPANY,
  callAs,
  companyWithStaff,
  fieldsOf,
  resultOf,
  staffWithGrants,
  USER,
} from './support/organisation';
import { ProjectApi } from './support/project-api';

/**
 * The libraries' analysis (GetAnalysis of Bidder, Agency and Purchaser; domain library-analysis.ts):
 * the projects of a library's entries by business month, its leading entries, its bidders' sign-ups and
 * wins as the domain defines a win (records/bidder-outcomes.ts), its entries by area and industry — on
 * the demo data, then on rows made here in 2030–31, far from the demo's dates; the library's query
 * permission, named bad queries, and nothing of another tenant.
 */
let database: TestDatabase;
/** The server's day is 15 January 2031 (China): the months asked for end there. */
let app: FastifyInstance;
/** The day the demo data was made for (November 2026), to read the seeded libraries. */
let demoApp: FastifyInstance;
let tokens: Record<string, string>;
let owner: ProjectApi;

beforeAll(async () => {
  database = await openTestDatabase();
  demoApp = await buildTestApp(database, { clock: testClock(new Date('2026-11-26T08:00:00Z')).clock });
  app = await buildTestApp(database, { clock: testClock(new Date('2031-01-15T04:00:00Z')).clock });
  ({ tokens } = await loginAll(app));
  owner = await ProjectApi.signIn(app);
});
afterAll(async () => {
  await app.close();
  await demoApp.close();
  await database.close();
});

const as = callAs(
  () => app,
  () => tokens,
);
const ENTITY = { bidder: 'Bidder', agency: 'Agency', purchaser: 'Purchaser' } as const;
type Kind = keyof typeof ENTITY;
const analysisUrl = (kind: Kind, query: Record<string, string | number> = {}) =>
  `/api/services/app/${ENTITY[kind]}/GetAnalysis?${new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  )}`;
const analysis = async (kind: Kind, query: Record<string, string | number>, user = 'viewer') =>
  resultOf(await as(user, 'GET', analysisUrl(kind, query))) as LibraryAnalysis;

/** A word only this run's entries hold: the analyses below keep the entries holding it. */
const mark = `析${Date.now().toString(36)}`;
let codeSeed = 31_000;
const freshCode = () => {
  codeSeed += 1;
  return aCreditCode(codeSeed);
};

async function anEntry(kind: Kind, fields: Record<string, unknown>) {
  return resultOf(
    await as('admin', 'POST', `/api/services/app/${ENTITY[kind]}/Create`, {
      creditCode: freshCode(),
      ...fields,
    }),
  ) as { id: number; name: string; creditCode: string };
}

/** A project of tenant 3 registered at `created` (an instant), with no bid package. */
async function aProject(created: string, fields: Record<string, unknown> = {}) {
  const project = await owner.createProject({ sGroupList: [], ...fields });
  await database.db
    .updateTable('projects')
    .set({ creationTime: new Date(created) })
    .where('id', '=', project.id)
    .execute();
  return project.id;
}

/** A step record of a project, written as the record routes store it (their step rules are not under test here). */
async function aRecord(projectId: number, type: 'signUp' | 'qualificationResult', data: object) {
  await database.db
    .insertInto('middlewareRecords')
    .values({ tenantId: 3, projectId, type, data: JSON.stringify(data), creationTime: new Date() })
    .execute();
}
const signUp = (projectId: number, supplierName: string, signUp_groupId?: number) =>
  aRecord(projectId, 'signUp', { supplierName, signUp_state: '1', signUp_groupId });
const result = (projectId: number, supplierName: string, passed: boolean, groupId = 1) =>
  aRecord(projectId, 'qualificationResult', {
    supplierName,
    qualificationResult_result: passed ? QUALIFICATION_PASSED : QUALIFICATION_FAILED,
    qualificationResult_groupId: groupId,
  });

describe('the demo data: every library’s page has something to show (npm start)', () => {
  let demoTokens: Record<string, string>;
  const demo = async (kind: Kind) =>
    resultOf(
      await call(demoApp, { method: 'GET', url: analysisUrl(kind), token: demoTokens.viewer }),
    ) as LibraryAnalysis;
  beforeAll(async () => {
    ({ tokens: demoTokens } = await loginAll(demoApp, ['viewer']));
  });

  it('purchasers: every demo project is a library purchaser’s, its budget counted exactly', async () => {
    const reply = await demo('purchaser');
    expect(reply.months.map((m) => m.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, k) => `2026-${String(k + 1).padStart(2, '0')}`),
    ]);
    const { rows } = await sql<{ n: number; total: string }>`select count(*)::int as n,
        sum(project_budget)::text as total from projects where tenant_id = 3`.execute(database.db);
    expect(reply.months.reduce((n, m) => n + m.projects, 0)).toBe(DEMO_TENANTS[0].projects);
    expect(rows[0]?.n).toBe(DEMO_TENANTS[0].projects);
    const fen = (amount: string) => BigInt(amount.replace('.', ''));
    expect(reply.months.reduce((sum, m) => sum + fen(m.amount), 0n)).toBe(fen(rows[0]!.total));
    expect(reply.topEntries.length).toBeGreaterThan(0);
    expect(reply.byArea.items).toEqual([{ name: '浙江省', total: 40 }]);
  });

  it('agencies: the demo projects were registered by staff of the tenant’s head office', async () => {
    const reply = await demo('agency');
    expect(reply.topEntries).toEqual([
      expect.objectContaining({ name: DEMO_TENANTS[0].company, projects: DEMO_TENANTS[0].projects }),
    ]);
    expect(reply.byArea.items.length).toBeGreaterThan(1);
  });

  it('bidders: sign-ups and wins as the domain counts them over the same records', async () => {
    const reply = await demo('bidder');
    const read = async (type: string) =>
      (
        await sql<{ projectId: number; data: Record<string, string> }>`select project_id, data
          from middleware_records where tenant_id = 3 and type = ${type}`.execute(database.db)
      ).rows.map((row) => ({ projectId: row.projectId, ...row.data }) as never);
    const expected = bidderOutcomes(await read('signUp'), await read('qualificationResult'), DEMO_SUPPLIERS);
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.some((outcome) => outcome.wins > 0 && outcome.wins < outcome.signUps)).toBe(true);
    expect(reply.bidderOutcomes.map(({ id: _, ...outcome }) => outcome)).toEqual(expected.slice(0, 10));
    expect(reply.byIndustry.items.length).toBeGreaterThan(3);
    expect(reply.byArea.items.length).toBeGreaterThan(3);
    expect(reply.topEntries).toEqual([]);
  });
});

describe('the purchaser library: projects named by their purchaser unit', () => {
  let first: { id: number; name: string };
  let second: { id: number; name: string };
  beforeAll(async () => {
    first = await anEntry('purchaser', { name: `${mark} 教育局`, area: '浙江省' });
    second = await anEntry('purchaser', { name: `${mark} 卫生健康委员会` });
    // 2031-01-10 in China; the last minutes of 2030 in China; 00:10 on 1 January 2031 in China.
    await aProject('2031-01-10T02:00:00Z', { purchaserUnit: first.name, projectBudget: '100.10' });
    await aProject('2030-12-31T15:30:00Z', { purchaserUnit: first.name, projectBudget: '200.20' });
    await aProject('2030-12-31T16:10:00Z', {
      purchaserUnit: (second as { creditCode: string } & typeof second).creditCode.toLowerCase(),
      projectBudget: '50',
    });
    // Not counted: deleted, registered before the months asked for, a unit the library does not hold.
    const deleted = await aProject('2031-01-05T02:00:00Z', {
      purchaserUnit: first.name,
      projectBudget: '999',
    });
    await database.db.updateTable('projects').set({ isDeleted: true }).where('id', '=', deleted).execute();
    await aProject('2030-11-15T02:00:00Z', { purchaserUnit: first.name, projectBudget: '7' });
    await aProject('2031-01-02T02:00:00Z', { purchaserUnit: `${mark} 未入库单位`, projectBudget: '11' });
  });

  it('counts projects and budgets by business month, and ranks the purchasers', async () => {
    expect(await analysis('purchaser', { Keyword: mark, Months: 2 })).toEqual({
      kind: 'purchaser',
      months: [
        { month: '2030-12', projects: 1, amount: '200.20' },
        { month: '2031-01', projects: 2, amount: '150.10' },
      ],
      topEntries: [
        { id: first.id, name: first.name, projects: 2, amount: '300.30' },
        { id: second.id, name: second.name, projects: 1, amount: '50.00' },
      ],
      bidderOutcomes: [],
      byArea: {
        items: [
          { name: '浙江省', total: 1 },
          { name: null, total: 1 },
        ],
        rest: 0,
      },
      byIndustry: { items: [], rest: 0 },
    });
  });

  it('reaches further back when asked for more months', async () => {
    const reply = await analysis('purchaser', { Keyword: mark, Months: 3 });
    expect(reply.months[0]).toEqual({ month: '2030-11', projects: 1, amount: '7.00' });
    expect(reply.topEntries[0]).toMatchObject({ id: first.id, projects: 3, amount: '307.30' });
  });

  it('shows nothing of them to another tenant holding a purchaser of the same name', async () => {
    const intruder = (await login(app, 'admin', 1)).accessToken;
    const twin = await call(app, {
      method: 'POST',
      url: '/api/services/app/Purchaser/Create',
      token: intruder,
      tenantId: 1,
      payload: { name: first.name, creditCode: freshCode() },
    });
    expect(twin.statusCode, twin.body).toBe(200);
    const theirs = resultOf(
      await call(app, {
        method: 'GET',
        url: analysisUrl('purchaser', { Keyword: mark, Months: 3 }),
        token: intruder,
        tenantId: 1,
      }),
    ) as LibraryAnalysis;
    expect(theirs.months.every((m) => m.projects === 0 && m.amount === '0.00')).toBe(true);
    expect(theirs.topEntries).toEqual([]);
    expect(theirs.byArea).toEqual({ items: [{ name: null, total: 1 }], rest: 0 });
    // And tenant 3's analysis does not count tenant 1's entry.
    expect((await analysis('purchaser', { Keyword: mark, Months: 2 })).byArea.items).toHaveLength(2);
  });
});

describe('the agency library: projects registered by staff of the company an agency names', () => {
  it('matches the company by name or by its code as a credit code', async () => {
    const code = freshCode();
    const named = resultOf(
      await as('admin', 'POST', `${COMPANY}/Create`, { name: `${mark} 招标代理有限公司` }),
    ) as { id: number; name: string };
    const coded = resultOf(
      await as('admin', 'POST', `${COMPANY}/Create`, {
        name: `${mark} 另一家代理`,
        code: code.toLowerCase(),
      }),
    ) as { id: number };
    const staffOf = async (companyId: number) =>
      (
        resultOf(
          await as('admin', 'POST', `${USER}/Create`, {
            userName: `an${Date.now().toString(36)}${companyId}`,
            name: '分析员',
            companyId,
            roleNames: ['Agent'],
            password: 'Temp-2026!',
          }),
        ) as { id: number }
      ).id;
    const registeredBy = async (userId: number, created: string, budget: string) => {
      const id = await aProject(created, { projectBudget: budget });
      await database.db.updateTable('projects').set({ creatorUserId: userId }).where('id', '=', id).execute();
    };
    const byName = await anEntry('agency', { name: named.name, area: '浙江省' });
    const byCode = await anEntry('agency', { name: `${mark} 代理（按信用代码）`, creditCode: code });
    const namedStaff = await staffOf(named.id);
    await registeredBy(namedStaff, '2031-01-03T02:00:00Z', '10');
    await registeredBy(namedStaff, '2031-01-04T02:00:00Z', '20.5');
    await registeredBy(await staffOf(coded.id), '2031-01-05T02:00:00Z', '30');

    const reply = await analysis('agency', { Keyword: mark, Months: 1 });
    expect(reply.months).toEqual([{ month: '2031-01', projects: 3, amount: '60.50' }]);
    expect(reply.topEntries).toEqual([
      { id: byName.id, name: byName.name, projects: 2, amount: '30.50' },
      { id: byCode.id, name: byCode.name, projects: 1, amount: '30.00' },
    ]);
    expect(reply.bidderOutcomes).toEqual([]);
  });

  it('counts a project for the agency picked at its registration, not its registrar’s company', async () => {
    const word = `选${Date.now().toString(36)}`;
    const picked = await anEntry('agency', { name: `${word} 选定代理` });
    const { company, staffId } = await companyWithStaff(as, `${word} 登记人公司`);
    const ofCompany = await anEntry('agency', { name: company.name });
    const id = await aProject('2031-01-06T02:00:00Z', { projectBudget: '8', agencyName: picked.name });
    await database.db.updateTable('projects').set({ creatorUserId: staffId }).where('id', '=', id).execute();

    const reply = await analysis('agency', { Keyword: word, Months: 1 });
    const counted = (entry: { id: number }) =>
      reply.topEntries.find((top: { id: number }) => top.id === entry.id);
    expect(counted(picked)).toEqual({ id: picked.id, name: picked.name, projects: 1, amount: '8.00' });
    expect(counted(ofCompany)).toBeUndefined();
  });
});

describe('the bidder library: sign-ups, wins and win rate', () => {
  let builder: { id: number; name: string };
  let designer: { id: number; name: string };
  let signUps: { projectId: number; supplierName: string }[];
  let results: { projectId: number; supplierName: string; qualificationResult_result: '通过' | '不通过' }[];
  beforeAll(async () => {
    builder = await anEntry('bidder', { name: `${mark} 建设有限公司`, industry: '建筑业', area: '浙江省' });
    designer = await anEntry('bidder', { name: `${mark} 设计院`, area: '江苏省' });
    await anEntry('bidder', { name: `${mark} 家具有限公司`, industry: '建筑业', area: '浙江省' });
    const january = (day: number, budget: string) =>
      aProject(`2031-01-${String(day).padStart(2, '0')}T02:00:00Z`, { projectBudget: budget });
    const [x, y, v, w] = [
      await january(6, '1000'),
      await january(7, '2000'),
      await january(8, '400'),
      await january(9, '5'),
    ];
    const december = await aProject('2030-12-20T02:00:00Z', { projectBudget: '9' });
    // x: the builder signs up for two bid packages and passes one of them (a win); the designer fails.
    await signUp(x, builder.name, 1);
    await signUp(x, builder.name, 2);
    await signUp(x, designer.name);
    await signUp(x, '不在库中的公司');
    await result(x, builder.name, false, 1);
    await result(x, builder.name, true, 2);
    await result(x, designer.name, false);
    // y: both sign up; the designer passes. v: the builder signs up, no result yet.
    await signUp(y, builder.name);
    await signUp(y, designer.name);
    await result(y, designer.name, true);
    await signUp(v, builder.name);
    // Not counted: a pass without a sign-up (w); a project of December, before the month asked for.
    await result(w, designer.name, true);
    await signUp(december, builder.name);
    await result(december, builder.name, true);
    signUps = [x, x, x, x, y, y, v].map((projectId, k) => ({
      projectId,
      supplierName: [
        builder.name,
        builder.name,
        designer.name,
        '不在库中的公司',
        builder.name,
        designer.name,
        builder.name,
      ][k]!,
    }));
    results = [
      { projectId: x, supplierName: builder.name, qualificationResult_result: '不通过' },
      { projectId: x, supplierName: builder.name, qualificationResult_result: '通过' },
      { projectId: x, supplierName: designer.name, qualificationResult_result: '不通过' },
      { projectId: y, supplierName: designer.name, qualificationResult_result: '通过' },
      { projectId: w, supplierName: designer.name, qualificationResult_result: '通过' },
    ];
  });

  it('counts each bidder’s projects, the ones it won, and the share won', async () => {
    const reply = await analysis('bidder', { Keyword: mark, Months: 1 });
    expect(reply.bidderOutcomes).toEqual([
      { id: builder.id, name: builder.name, signUps: 3, wins: 1, winRate: 1 / 3 },
      { id: designer.id, name: designer.name, signUps: 2, wins: 1, winRate: 0.5 },
    ]);
    // The same as the domain's definition over the same records of the month.
    expect(reply.bidderOutcomes.map(({ id: _, ...outcome }) => outcome)).toEqual(
      bidderOutcomes(signUps, results, [builder.name, designer.name]),
    );
    // The projects its bidders signed up for: x, y and v (w has no sign-up, December is outside).
    expect(reply.months).toEqual([{ month: '2031-01', projects: 3, amount: '3400.00' }]);
    expect(reply.byIndustry).toEqual({
      items: [
        { name: '建筑业', total: 2 },
        { name: null, total: 1 },
      ],
      rest: 0,
    });
    expect(reply.byArea).toEqual({
      items: [
        { name: '浙江省', total: 2 },
        { name: '江苏省', total: 1 },
      ],
      rest: 0,
    });
  });

  it('finds one bidder by its whole credit code, as the list does', async () => {
    const code = (
      resultOf(await as('viewer', 'GET', `/api/services/app/Bidder/Get?id=${designer.id}`)) as {
        creditCode: string;
      }
    ).creditCode;
    const reply = await analysis('bidder', { Keyword: code, Months: 2 });
    expect(reply.bidderOutcomes.map((o) => o.name)).toEqual([designer.name]);
    expect(reply.byArea).toEqual({ items: [{ name: '江苏省', total: 1 }], rest: 0 });
  });
});

describe('who may read an analysis, and what a bad query gets', () => {
  it('takes the library’s query permission: the one library, not the others (403)', async () => {
    const reader = await staffWithGrants(app, tokens.admin!, ['purchaser.query']);
    expect((await as(reader.token, 'GET', analysisUrl('purchaser'))).statusCode).toBe(200);
    const refused = await as(reader.token, 'GET', analysisUrl('bidder'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your roles do not grant bidder.query');
    expect((await call(app, { method: 'GET', url: analysisUrl('agency') })).statusCode).toBe(401);
  });

  it.each([['0'], ['37'], ['2.5'], ['soon']])('names Months=%s (400)', async (months) => {
    const reply = await as('viewer', 'GET', analysisUrl('agency', { Months: months }));
    expect(reply.statusCode, reply.body).toBe(400);
    expect(fieldsOf(reply)).toEqual(['Months']);
  });
});
