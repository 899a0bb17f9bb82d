import { ConflictError, NotFoundError, NotPermittedError } from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyNoticeRepository } from '../src/adapters/notices/kysely-notice-repository';
import type { TestDatabase } from '../src/testing/test-database';
import { openTestDatabase } from './harness';
import { projectWithNotices } from './support/demo-rows';

/**
 * KyselyNoticeRepository, the server's adapter of the domain's NoticeRepository port (§7 OfflineNotice),
 * used directly: the routes' tests (notices.test.ts) go through HTTP.
 */
let database: TestDatabase;
/** A demo project of tenant 3 that has at least two notices. */
let projectId: number;
const NOW = new Date('2026-03-01T08:00:00.000Z');
const checked: number[] = [];

const repository = (tenantId = 3, refuse = false) =>
  new KyselyNoticeRepository(database.db, tenantId, {
    clock: () => NOW,
    assertWritable: async (id) => {
      checked.push(id);
      if (refuse) throw new NotPermittedError(`project ${id} is read-only`);
    },
  });

beforeAll(async () => {
  database = await openTestDatabase();
  projectId = await projectWithNotices(database.db);
});
afterAll(async () => {
  await database.close();
});

const draft = {
  title: '更正公告（草稿）',
  noticeType: '1' as const,
  content: '<p>更正内容</p><script>alert(1)</script>',
};

describe('KyselyNoticeRepository (NoticeRepository port)', () => {
  it('lists a project’s notices newest first, as GetPaged filtered by project, and reads one by id', async () => {
    const notices = repository();
    const listed = await notices.listByProject(projectId);
    const paged = await notices.getPaged({
      Filter: `projectId=${projectId}`,
      MaxResultCount: 1000,
      SkipCount: 0,
    });
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed).toEqual(paged.items);
    expect(listed.every((n) => n.projectId === projectId)).toBe(true);
    const times = listed.map((n) => n.creationTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(await notices.getById(listed[0]!.id)).toEqual(listed[0]);
  });

  it('keeps tenants apart: another tenant’s notice is not found', async () => {
    const [notice] = await repository().listByProject(projectId);
    await expect(repository(1).getById(notice!.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await repository(1).listByProject(projectId)).toEqual([]);
  });

  it('saves a sanitised draft, changes it, publishes it, and then refuses to change or delete it', async () => {
    const notices = repository();
    checked.length = 0;
    const created = await notices.save({ ...draft, projectId });
    expect(created).toMatchObject({ projectId, title: draft.title, publishTime: null });
    expect(created.creationTime).toBe(NOW.toISOString());
    expect(created.content).toBe('<p>更正内容</p>');
    const changed = await notices.save({ ...draft, id: created.id, projectId, title: '更正公告' });
    expect(changed.title).toBe('更正公告');
    const published = await notices.publish(created.id);
    expect(published.publishTime).toBe(NOW.toISOString());
    expect(checked.every((id) => id === projectId)).toBe(true);
    expect(checked.length).toBeGreaterThanOrEqual(3);
    await expect(notices.save({ ...draft, id: created.id, projectId })).rejects.toBeInstanceOf(ConflictError);
    await expect(notices.delete(created.id)).rejects.toBeInstanceOf(ConflictError);
  });

  it('deletes a draft, and stores nothing when the record-write rule refuses', async () => {
    const created = await repository().save({ ...draft, projectId });
    await repository().delete(created.id);
    await expect(repository().getById(created.id)).rejects.toBeInstanceOf(NotFoundError);
    const before = (await repository().listByProject(projectId)).length;
    await expect(repository(3, true).save({ ...draft, projectId })).rejects.toBeInstanceOf(NotPermittedError);
    expect(await repository().listByProject(projectId)).toHaveLength(before);
  });
});
