import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, call, login, openTestDatabase, type Reply } from './harness';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let otherTenantToken: string;
/** A demo project of tenant 3 that has at least two notices. */
let projectId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  token = (await login(app, 'viewer')).accessToken;
  otherTenantToken = (await login(app, 'admin', 1)).accessToken;
  const row = await database.db
    .selectFrom('notices')
    .select(['projectId'])
    .where('tenantId', '=', 3)
    .groupBy('projectId')
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy('projectId')
    .executeTakeFirstOrThrow();
  projectId = row.projectId;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const PAGED = '/api/services/app/OfflineNotice/GetPaged';
const getPaged = (query: Record<string, string>, bearer: string | null = token) =>
  call(app, { method: 'GET', url: PAGED, query, ...(bearer ? { token: bearer } : {}) });
const result = (reply: Reply) => reply.json().result;
const members = (reply: Reply) =>
  (reply.json().error.validationErrors as { members: string[] }[]).flatMap((v) => v.members);

describe('OfflineNotice/GetPaged (§7, §3 notice)', () => {
  it('lists a project’s notices newest first, with the §3 fields', async () => {
    const reply = await getPaged({ Filter: `projectId=${projectId}` });
    expect(reply.statusCode, reply.body).toBe(200);
    const page = result(reply);
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    expect(page.items).toHaveLength(page.totalCount);
    for (const notice of page.items) {
      expect(notice.projectId).toBe(projectId);
      expect(['0', '1', '4', '5']).toContain(notice.noticeType);
      expect(notice.content).toMatch(/^<p>/);
      expect(Object.keys(notice).sort()).toEqual(
        [
          'content',
          'creationTime',
          'endTime',
          'id',
          'netName',
          'noticeTemplate',
          'noticeType',
          'projectId',
          'title',
        ].sort(),
      );
    }
    const times = page.items.map((n: { creationTime: string }) => n.creationTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by id, by type, and pages', async () => {
    const [first, second] = result(await getPaged({ Filter: `projectId=${projectId}` })).items;
    const byId = result(await getPaged({ Filter: `id=${first.id}` }));
    expect(byId).toEqual({ totalCount: 1, items: [first] });
    const secondPage = result(
      await getPaged({ Filter: `projectId=${projectId}`, MaxResultCount: '1', SkipCount: '1' }),
    );
    expect(secondPage.items).toEqual([second]);
    const tenders = result(await getPaged({ Filter: 'noticeType=0', MaxResultCount: '1000' }));
    expect(tenders.totalCount).toBeGreaterThan(0);
    expect(tenders.items.every((n: { noticeType: string }) => n.noticeType === '0')).toBe(true);
  });

  it('returns stored HTML as a JSON string, never as a page of this origin', async () => {
    const html = '<p onclick="alert(1)">公告</p><script>alert(document.cookie)</script>';
    const { id } = await database.db
      .insertInto('notices')
      .values({
        tenantId: 3,
        projectId,
        title: '含脚本的公告',
        content: html,
        noticeType: '1',
        creationTime: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reply = await getPaged({ Filter: `id=${id}` });
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(result(reply).items[0].content).toBe(html);
  });

  it('hides the notices of a deleted project', async () => {
    const { id } = await database.db
      .selectFrom('projects')
      .select('id')
      .where('tenantId', '=', 3)
      .where('isDeleted', '=', false)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('notices')
      .values({ tenantId: 3, projectId: id, title: 'soon hidden', noticeType: '0', creationTime: new Date() })
      .execute();
    expect(result(await getPaged({ Filter: `projectId=${id}` })).totalCount).toBeGreaterThan(0);
    await database.db.updateTable('projects').set({ isDeleted: true }).where('id', '=', id).execute();
    expect(result(await getPaged({ Filter: `projectId=${id}` })).totalCount).toBe(0);
  });

  it('refuses an unknown Filter field, a bad Sorting and a bad page size, naming them', async () => {
    const field = await getPaged({ Filter: 'content~x' });
    expect(field.statusCode).toBe(400);
    expect(members(field)).toEqual(['Filter']);
    const sorting = await getPaged({ Sorting: 'content desc' });
    expect(sorting.statusCode).toBe(400);
    expect(members(sorting)).toEqual(['Sorting']);
    const size = await getPaged({ MaxResultCount: '0' });
    expect(size.statusCode).toBe(400);
    expect(members(size)).toEqual(['MaxResultCount']);
  });

  it('needs a token (401)', async () => {
    const reply = await getPaged({}, null);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().unAuthorizedRequest).toBe(true);
  });

  it('never shows another tenant’s notices: tenant 1 finds none of tenant 3’s', async () => {
    const [notice] = result(await getPaged({ Filter: `projectId=${projectId}` })).items;
    const byId = result(await getPaged({ Filter: `id=${notice.id}` }, otherTenantToken));
    expect(byId).toEqual({ totalCount: 0, items: [] });
    const own = result(await getPaged({ MaxResultCount: '1000' }, otherTenantToken));
    expect(own.items.length).toBeGreaterThan(0);
    const tenant3Projects = new Set(
      (await database.db.selectFrom('projects').select('id').where('tenantId', '=', 3).execute()).map(
        (p) => p.id,
      ),
    );
    expect(own.items.some((n: { projectId: number }) => tenant3Projects.has(n.projectId))).toBe(false);
  });
});
