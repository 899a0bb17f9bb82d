import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { ProjectApi, SPROJECT } from './support/project-api';

/**
 * Sproject/GetPaged keeps its totals and whole replies between requests (src/cache/server-caches.ts).
 * They must never be stale: not after a write through the API, not after a write the database
 * reports (another process, the seed, plain SQL), not after a user the list names is renamed.
 */
let api: ProjectApi;

const harness = useTestApp();
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app, 3, ['admin', 'manager']);
});

const FILTER = encodeURIComponent('projectName~列表缓存');
const list = async (maxResultCount = 1) => {
  const reply = await api.get(
    `${SPROJECT}/GetPaged?Filter=${FILTER}&Sorting=projectName&MaxResultCount=${maxResultCount}`,
    'admin',
  );
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  return reply.json().result as {
    totalCount: number;
    items: { projectName: string; projectManagerName: string | null }[];
  };
};
const total = async () => (await list()).totalCount;
const names = async () => (await list(10)).items.map((item) => item.projectName);

async function insertBySql(name: string) {
  await sql`insert into projects (tenant_id, project_name, project_num, bidding_method, creation_time)
            values (3, ${name}, ${`SQL-${name}`}, '公开招标', now())`.execute(harness.database.db);
}

describe('the kept project lists', () => {
  it('show a project created through the API at once', async () => {
    expect(await total()).toBe(0);
    expect(await names()).toEqual([]);
    await api.createProject({ projectName: '列表缓存 1' }, 'admin');
    expect(await total()).toBe(1);
    expect(await names()).toEqual(['列表缓存 1']);
  });

  it('show a project written elsewhere as soon as the database reports it', async () => {
    expect(await total()).toBe(1);
    await insertBySql('列表缓存 2');
    await expect.poll(total, { timeout: 5_000 }).toBe(2);
    await expect.poll(names, { timeout: 5_000 }).toEqual(['列表缓存 1', '列表缓存 2']);
  });

  it('show a renamed project manager as soon as the database reports it', async () => {
    const managerName = async () =>
      (await list(10)).items.find((i) => i.projectName === '列表缓存 1')?.projectManagerName;
    const before = await managerName();
    expect(before).toBeTruthy();
    await sql`update users set name = ${`${before} (renamed)`} where id = ${api.ids.manager!}`.execute(
      harness.database.db,
    );
    try {
      await expect.poll(managerName, { timeout: 5_000 }).toBe(`${before} (renamed)`);
    } finally {
      await sql`update users set name = ${before!} where id = ${api.ids.manager!}`.execute(
        harness.database.db,
      );
      // Wait for the restore's own report too: arriving later, it would drop the lists the next test
      // expects to be kept.
      await expect.poll(managerName, { timeout: 5_000 }).toBe(before);
    }
  });

  it('are kept between requests: a write nobody reports is not seen (the cache is real)', async () => {
    expect(await total()).toBe(2);
    expect(await names()).toHaveLength(2);
    await sql`alter table projects disable trigger projects_change_notify`.execute(harness.database.db);
    try {
      await insertBySql('列表缓存 3');
      expect(await total()).toBe(2);
      expect(await names()).toHaveLength(2);
    } finally {
      await sql`alter table projects enable trigger projects_change_notify`.execute(harness.database.db);
    }
    // The next reported change of the tenant drops every kept list.
    await api.createProject({ projectName: '另一个项目' }, 'admin');
    expect(await total()).toBe(3);
    expect(await names()).toEqual(['列表缓存 1', '列表缓存 2', '列表缓存 3']);
  });

  it('are kept per tenant: another tenant asking the same gets its own list', async () => {
    const other = await ProjectApi.signIn(harness.app, 1, ['admin']);
    const reply = await other.get(
      `${SPROJECT}/GetPaged?Filter=${FILTER}&Sorting=projectName&MaxResultCount=10`,
      'admin',
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().result).toEqual({ totalCount: 0, items: [] });
  });
});
