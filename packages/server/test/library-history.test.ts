import type { LibraryHistory } from '@tender/domain';
import { aCreditCode } from '@tender/domain/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MiddlewareRecordType } from '../src/db/schema';
import { useTestApp } from './harness';
import { callAs, companyWithStaff, fieldsOf, resultOf, staffWithGrants } from './support/organisation';
import { ProjectApi } from './support/project-api';

/**
 * An entry's history (GetHistory of Bidder, Agency and Purchaser; domain library-history.ts): a bidder's
 * projects from the records naming it, newest activity first, with its sign-up, purchase, results, win
 * and objections; a purchaser's and an agency's projects; paging with totals of the whole; the library's
 * get permission, named bad queries, and a deleted project left out.
 */
let owner: ProjectApi;

const harness = useTestApp({ signIn: true });
beforeAll(async () => {
  owner = await ProjectApi.signIn(harness.app);
});

const as = callAs(
  () => harness.app,
  () => harness.tokens,
);
const ENTITY = { bidder: 'Bidder', agency: 'Agency', purchaser: 'Purchaser' } as const;
type Kind = keyof typeof ENTITY;
const mark = `史${Date.now().toString(36)}`;
let seed = 31_000;
const freshCode = () => aCreditCode(++seed);

const anEntry = async (kind: Kind, fields: Record<string, unknown>) =>
  resultOf(
    await as('admin', 'POST', `/api/services/app/${ENTITY[kind]}/Create`, {
      creditCode: freshCode(),
      ...fields,
    }),
  ) as { id: number; name: string; creditCode: string };
const historyOf = async (kind: Kind, id: number, page = '', user = 'viewer') =>
  resultOf(
    await as(user, 'GET', `/api/services/app/${ENTITY[kind]}/GetHistory?Id=${id}${page}`),
  ) as LibraryHistory;

async function aProject(fields: Record<string, unknown> = {}) {
  return (await owner.createProject({ sGroupList: [], ...fields })).id;
}
/** A step record written as the record routes store it (their step rules are not under test here). */
async function aRecord(projectId: number, type: MiddlewareRecordType, data: object, at: string) {
  await harness.database.db
    .insertInto('middlewareRecords')
    .values({ tenantId: 3, projectId, type, data: JSON.stringify(data), creationTime: new Date(at) })
    .execute();
}

describe('a bidder’s history', () => {
  let bidder: { id: number; name: string };
  let first: number;
  let second: number;

  beforeAll(async () => {
    bidder = await anEntry('bidder', { name: `${mark} 明远建设有限公司` });
    const supplierName = bidder.name;
    first = await aProject();
    second = await aProject();
    const deleted = await aProject();
    await aRecord(first, 'signUp', { supplierName, signUp_state: '1' }, '2026-03-01T02:00:00Z');
    await aRecord(
      first,
      'qualificationPurchase',
      { supplierName, qualificationPurchase_state: '1' },
      '2026-03-02T02:00:00Z',
    );
    await aRecord(
      first,
      'qualificationResult',
      { supplierName, qualificationResult_result: '不通过', qualificationResult_groupId: 2 },
      '2026-03-03T02:00:00Z',
    );
    await aRecord(
      first,
      'qualificationResult',
      { supplierName, qualificationResult_result: '通过', qualificationResult_groupId: 1 },
      '2026-03-03T02:00:00Z',
    );
    await aRecord(
      first,
      'objection',
      { supplierName, content: '评分有误', objection_status: '未处理' },
      '2026-03-04T02:00:00Z',
    );
    await aRecord(second, 'signUp', { supplierName, signUp_state: '0' }, '2026-04-01T02:00:00Z');
    await aRecord(
      second,
      'signUp',
      { supplierName: `${mark} 另一家公司`, signUp_state: '1' },
      '2026-05-01T02:00:00Z',
    );
    await aRecord(deleted, 'signUp', { supplierName, signUp_state: '1' }, '2026-06-01T02:00:00Z');
    await harness.database.db
      .updateTable('projects')
      .set({ isDeleted: true })
      .where('id', '=', deleted)
      .execute();
  });

  it('lists its projects, the newest activity first, with what the records say of it there', async () => {
    const history = await historyOf('bidder', bidder.id);
    expect(history.totals).toEqual({ projects: 2, signUps: 2, wins: 1, objections: 1 });
    expect(history.totalCount).toBe(2);
    expect(history.items.map((row) => row.projectId)).toEqual([second, first]);
    expect(history.items[0]?.bidder).toEqual({
      signUpState: '0',
      signedUpAt: '2026-04-01T02:00:00.000Z',
      purchaseState: null,
      results: [],
      won: false,
      objections: [],
    });
    expect(history.items[1]).toMatchObject({
      projectId: first,
      state: 3,
      bidder: {
        signUpState: '1',
        purchaseState: '1',
        results: [
          { groupId: 1, result: '通过' },
          { groupId: 2, result: '不通过' },
        ],
        won: true,
        objections: [{ status: '未处理', raisedAt: '2026-03-04T02:00:00.000Z' }],
      },
    });
  });

  it('pages the rows and keeps the totals of the whole history', async () => {
    const page = await historyOf('bidder', bidder.id, '&SkipCount=1&MaxResultCount=1');
    expect(page.items.map((row) => row.projectId)).toEqual([first]);
    expect(page.totalCount).toBe(2);
    expect(page.totals.projects).toBe(2);
  });

  it('follows later writes of its records: a result changed, a record moved to another bidder, one removed', async () => {
    const supplierName = `${mark} 后来的公司`;
    const later = await anEntry('bidder', { name: supplierName });
    const other = await anEntry('bidder', { name: `${mark} 接手的公司` });
    const project = await aProject();
    await aRecord(project, 'signUp', { supplierName, signUp_state: '1' }, '2026-07-01T02:00:00Z');
    await aRecord(
      project,
      'qualificationResult',
      { supplierName, qualificationResult_result: '通过', qualificationResult_groupId: 1 },
      '2026-07-02T02:00:00Z',
    );
    await aRecord(project, 'objection', { supplierName, objection_status: '未处理' }, '2026-07-03T02:00:00Z');
    expect((await historyOf('bidder', later.id)).totals).toEqual({
      projects: 1,
      signUps: 1,
      wins: 1,
      objections: 1,
    });

    const records = harness.database.db.updateTable('middlewareRecords').where('projectId', '=', project);
    await records
      .set({ data: sql`jsonb_set(data, '{qualificationResult_result}', '"不通过"')` })
      .where('type', '=', 'qualificationResult')
      .execute();
    expect((await historyOf('bidder', later.id)).totals.wins).toBe(0);

    await records
      .set({ data: sql`jsonb_set(data, '{supplierName}', to_jsonb(${other.name}::text))` })
      .where('type', '=', 'objection')
      .execute();
    expect((await historyOf('bidder', later.id)).totals).toEqual({
      projects: 1,
      signUps: 1,
      wins: 0,
      objections: 0,
    });
    const moved = await historyOf('bidder', other.id);
    expect(moved.totals).toEqual({ projects: 1, signUps: 0, wins: 0, objections: 1 });
    expect(moved.items[0]?.bidder?.objections).toEqual([
      { status: '未处理', raisedAt: '2026-07-03T02:00:00.000Z' },
    ]);

    await harness.database.db.deleteFrom('middlewareRecords').where('projectId', '=', project).execute();
    expect((await historyOf('bidder', later.id)).totals.projects).toBe(0);
    expect((await historyOf('bidder', other.id)).items).toEqual([]);
  });

  it('is empty for a bidder no record names', async () => {
    const quiet = await anEntry('bidder', { name: `${mark} 无记录公司` });
    expect(await historyOf('bidder', quiet.id)).toEqual({
      totals: { projects: 0, signUps: 0, wins: 0, objections: 0 },
      totalCount: 0,
      items: [],
    });
  });
});

describe('a purchaser’s and an agency’s history', () => {
  it('lists the projects whose purchaser unit names the purchaser, by name or credit code', async () => {
    const purchaser = await anEntry('purchaser', { name: `${mark} 市教育局` });
    const byName = await aProject({ purchaserUnit: purchaser.name });
    const byCode = await aProject({ purchaserUnit: purchaser.creditCode.toLowerCase() });
    await aProject({ purchaserUnit: `${mark} 市卫健委` });
    const history = await historyOf('purchaser', purchaser.id);
    expect(history.items.map((row) => [row.projectId, row.bidder])).toEqual([
      [byCode, null],
      [byName, null],
    ]);
    expect(history.totals).toEqual({ projects: 2, signUps: 0, wins: 0, objections: 0 });
  });

  it('lists the projects registered by staff of the company an agency names, unless another was picked', async () => {
    const { company, staffId } = await companyWithStaff(as, `${mark} 招标代理有限公司`);
    const agency = await anEntry('agency', { name: company.name });
    const theirs = await aProject();
    await harness.database.db
      .updateTable('projects')
      .set({ creatorUserId: staffId })
      .where('id', '=', theirs)
      .execute();
    // Registered by the same staff for another agency: that one's, not this one's.
    const other = await anEntry('agency', { name: `${mark} 另一代理` });
    const forOther = await aProject({ agencyName: other.name });
    await harness.database.db
      .updateTable('projects')
      .set({ creatorUserId: staffId })
      .where('id', '=', forOther)
      .execute();
    // Registered by anyone for this agency, by its name or its credit code.
    const picked = await aProject({ agencyName: agency.name });
    const pickedByCode = await aProject({ agencyName: agency.creditCode.toLowerCase() });
    await aProject();
    const history = await historyOf('agency', agency.id);
    expect(history.items.map((row) => row.projectId).sort()).toEqual([theirs, picked, pickedByCode].sort());
    expect((await historyOf('agency', other.id)).items.map((row) => row.projectId)).toEqual([forOther]);
  });
});

describe('asking for a history', () => {
  it('names a bad query’s field and finds no entry that is not there', async () => {
    const bad = await as('viewer', 'GET', '/api/services/app/Bidder/GetHistory?Id=abc&MaxResultCount=500');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['Id', 'MaxResultCount']));
    expect((await as('viewer', 'GET', '/api/services/app/Bidder/GetHistory?Id=999999')).statusCode).toBe(404);
  });

  it('takes the library’s get permission', async () => {
    const entry = await anEntry('purchaser', { name: `${mark} 权限单位` });
    const { token } = await staffWithGrants(harness.app, harness.tokens.admin!, ['purchaser.query']);
    const refused = await callAs(
      () => harness.app,
      () => ({ clerk: token }),
    )('clerk', 'GET', `/api/services/app/Purchaser/GetHistory?Id=${entry.id}`);
    expect(refused.statusCode).toBe(403);
  });
});
