import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Reply, useTestApp } from './harness';
import { projectWithNotices } from './support/demo-rows';

let token: string;
let otherTenantToken: string;
/** A demo project of tenant 3 that has at least two notices. */
let projectId: number;

const harness = useTestApp();
beforeAll(async () => {
  token = (await login(harness.app, 'viewer')).accessToken;
  otherTenantToken = (await login(harness.app, 'admin', 1)).accessToken;
  projectId = await projectWithNotices(harness.database.db);
});

const PAGED = '/api/services/app/OfflineNotice/GetPaged';
const getPaged = (query: Record<string, string>, bearer: string | null = token) =>
  call(harness.app, { method: 'GET', url: PAGED, query, ...(bearer ? { token: bearer } : {}) });
const result = (reply: Reply) => reply.json().result;
const members = (reply: Reply) =>
  (reply.json().error.validationErrors as { members: string[] }[]).flatMap((v) => v.members);

describe('OfflineNotice/GetPaged (§7, §3 notice)', () => {
  it('lists every stored notice as published (migration 0008 and the demo seed)', async () => {
    const items = result(await getPaged({ Filter: `projectId=${projectId}` })).items as {
      publishTime: string | null;
    }[];
    expect(items.filter((notice) => notice.publishTime === null)).toEqual([]);
  });

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
          'attachments',
          'content',
          'creationTime',
          'endTime',
          'id',
          'netName',
          'noticeTemplate',
          'noticeType',
          'projectId',
          'publishTime',
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
    const { id } = await harness.database.db
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
    const { id } = await harness.database.db
      .selectFrom('projects')
      .select('id')
      .where('tenantId', '=', 3)
      .where('isDeleted', '=', false)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await harness.database.db
      .insertInto('notices')
      .values({ tenantId: 3, projectId: id, title: 'soon hidden', noticeType: '0', creationTime: new Date() })
      .execute();
    expect(result(await getPaged({ Filter: `projectId=${id}` })).totalCount).toBeGreaterThan(0);
    await harness.database.db.updateTable('projects').set({ isDeleted: true }).where('id', '=', id).execute();
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
      (await harness.database.db.selectFrom('projects').select('id').where('tenantId', '=', 3).execute()).map(
        (p) => p.id,
      ),
    );
    expect(own.items.some((n: { projectId: number }) => tenant3Projects.has(n.projectId))).toBe(false);
  });
});

describe('writing notices: CreateOrUpdate, Publish, Delete (§2 correct notice, ADR 0007)', () => {
  const NOTICE = '/api/services/app/OfflineNotice';
  const tokens: Record<string, string> = {};
  let running: number;
  beforeAll(async () => {
    tokens.admin = (await login(harness.app, 'admin')).accessToken;
    tokens.viewer = token;
    const row = await harness.database.db
      .selectFrom('projects')
      .select('id')
      .where('tenantId', '=', 3)
      .where('state', '=', 3)
      .where('auditState', 'is', null)
      .where('isDeleted', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    running = row.id;
  });
  const post = (url: string, payload: object, user = 'admin') =>
    call(harness.app, { method: 'POST', url, token: tokens[user], payload });
  const draft = (fields: object = {}) =>
    post(`${NOTICE}/CreateOrUpdate`, {
      projectId: running,
      title: '更正公告',
      noticeType: '1',
      content: '<p>原文</p>',
      ...fields,
    });

  it('keeps a notice’s attachments whole, and lists them with the project’s notices', async () => {
    const attachments = [
      { fileId: 'projects/1/notices/a.pdf', fileName: '招标文件.pdf' },
      { fileId: 'projects/1/notices/b.dwg', fileName: '图纸.dwg' },
    ];
    const created = result(await draft({ title: '带附件的更正公告', attachments }));
    expect(created.attachments).toEqual(attachments);
    const edited = result(await draft({ id: created.id, attachments: attachments.slice(1) }));
    expect(edited.attachments).toEqual(attachments.slice(1));
    const bad = await draft({ attachments: [{ fileId: '', fileName: 'x' }] });
    expect(bad.statusCode).toBe(400);
    const detail = await call(harness.app, {
      method: 'GET',
      url: `/api/services/app/Sproject/GetSprojectDetail?id=${running}`,
      token: tokens.admin,
    });
    const listed = detail.json().result.eNotices.find((n: { id: number }) => n.id === created.id);
    expect(listed.attachments).toEqual(attachments.slice(1));
  });

  it('creates a draft with sanitised HTML, edits it, publishes it, and then it no longer changes', async () => {
    // The demo project is still taking bids: a correction now must move its deadline (ADR 0022).
    const endTime = new Date(Math.floor(Date.now() / 1000) * 1000 + 30 * 86_400_000).toISOString();
    const created = await draft({ content: '<p onclick="x()">延期<script>alert(1)</script></p>', endTime });
    expect(created.statusCode, created.body).toBe(200);
    const notice = result(created);
    expect(notice).toMatchObject({
      projectId: running,
      noticeType: '1',
      publishTime: null,
      content: '<p>延期</p>',
    });

    const edited = await draft({ id: notice.id, title: '更正公告（二）', endTime });
    expect(result(edited).title).toBe('更正公告（二）');

    const published = await post(`${NOTICE}/Publish`, { id: notice.id });
    expect(published.statusCode, published.body).toBe(200);
    expect(result(published).publishTime).not.toBeNull();
    expect((await draft({ id: notice.id, title: '改不了' })).statusCode).toBe(409);
    expect((await post(`${NOTICE}/Publish`, { id: notice.id })).statusCode).toBe(409);
    const removed = await call(harness.app, {
      method: 'DELETE',
      url: `${NOTICE}/Delete?id=${notice.id}`,
      token: tokens.admin,
    });
    expect(removed.statusCode).toBe(409);
  });

  it('publishes a tender notice only with its deadline for bids (400 naming endTime, still a draft)', async () => {
    const notice = result(await draft({ title: '招标公告', noticeType: '0' }));
    const refused = await post(`${NOTICE}/Publish`, { id: notice.id });
    expect(refused.statusCode).toBe(400);
    expect(members(refused)).toEqual(['endTime']);
    expect(result(await getPaged({ Filter: `id=${notice.id}` })).items[0].publishTime).toBeNull();
    await draft({ id: notice.id, title: '招标公告', noticeType: '0', endTime: '2026-12-15T01:30:00.000Z' });
    const published = await post(`${NOTICE}/Publish`, { id: notice.id });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('deletes a draft', async () => {
    const notice = result(await draft());
    const removed = await call(harness.app, {
      method: 'DELETE',
      url: `${NOTICE}/Delete?id=${notice.id}`,
      token: tokens.admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(result(await getPaged({ Filter: `id=${notice.id}` })).totalCount).toBe(0);
  });

  it('names bad fields (400) and refuses the viewer (403), changing nothing', async () => {
    const bad = await draft({ title: ' ', noticeType: '9', endTime: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(members(bad)).toEqual(expect.arrayContaining(['title', 'noticeType', 'endTime']));
    const before = result(await getPaged({ Filter: `projectId=${running}` })).totalCount;
    const refused = await post(
      `${NOTICE}/CreateOrUpdate`,
      { projectId: running, title: 't', noticeType: '1' },
      'viewer',
    );
    expect(refused.statusCode).toBe(403);
    expect(result(await getPaged({ Filter: `projectId=${running}` })).totalCount).toBe(before);
  });
});
