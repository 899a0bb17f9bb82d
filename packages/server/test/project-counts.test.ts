import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, openTestDatabase } from './harness';
import { ProjectApi, SPROJECT } from './support/project-api';

/**
 * The list totals of Sproject/GetPaged are kept between requests (src/projects/project-count-cache.ts)
 * and must never be stale: not after a write through the API, not after a write the database reports
 * (another process, the seed, plain SQL).
 */
let database: TestDatabase;
let app: FastifyInstance;
let api: ProjectApi;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  api = await ProjectApi.signIn(app, 3, ['admin']);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const FILTER = encodeURIComponent('projectName~计数缓存');
const total = async () => {
  const reply = await api.get(`${SPROJECT}/GetPaged?Filter=${FILTER}&MaxResultCount=1`, 'admin');
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result.totalCount as number;
};

async function insertBySql(name: string) {
  await sql`insert into projects (tenant_id, project_name, project_num, bidding_method, creation_time)
            values (3, ${name}, ${`SQL-${name}`}, '公开招标', now())`.execute(database.db);
}

describe('the totals of the project list', () => {
  it('count a project created through the API at once', async () => {
    expect(await total()).toBe(0);
    await api.createProject({ projectName: '计数缓存 1' }, 'admin');
    expect(await total()).toBe(1);
  });

  it('count a project written elsewhere as soon as the database reports it', async () => {
    expect(await total()).toBe(1);
    await insertBySql('计数缓存 2');
    await expect.poll(total, { timeout: 5_000 }).toBe(2);
  });

  it('are kept between requests: a write nobody reports is not seen (the cache is real)', async () => {
    expect(await total()).toBe(2);
    await sql`alter table projects disable trigger projects_change_notify`.execute(database.db);
    try {
      await insertBySql('计数缓存 3');
      expect(await total()).toBe(2);
    } finally {
      await sql`alter table projects enable trigger projects_change_notify`.execute(database.db);
    }
    // The next reported change of the tenant drops every kept count.
    await api.createProject({ projectName: '另一个项目' }, 'admin');
    expect(await total()).toBe(3);
  });
});
