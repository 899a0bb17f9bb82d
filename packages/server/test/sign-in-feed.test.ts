import { ProjectState } from '@tender/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../src/testing/server-process';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, call, login, openTestDatabase } from './harness';
import { request } from './support/request';
import {
  authenticate,
  connectFeed,
  type FeedClient,
  getPaged,
  signInFeedUrl,
  subscribedFeed,
} from './support/sign-in-socket';

/** The sign-in WebSocket `GET /middleware/signIn` (§7, ADR 0004) against the real app listening on a port. */
let database: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
let token: string;
/** Running projects of tenant 3 (records writable), the first with demo sign-ins. */
let project: number;
let otherProject: number;
/** A project of tenant 1. */
let foreignProject: number;
const clients: FeedClient[] = [];

async function listen(instance: FastifyInstance): Promise<string> {
  await instance.listen({ host: '127.0.0.1', port: 0 });
  const address = instance.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function feedOf(projectId: number, userToken = token): Promise<FeedClient> {
  const client = await subscribedFeed(baseUrl, userToken, projectId);
  clients.push(client);
  return client;
}

async function connected(query: Record<string, string | number> = {}): Promise<FeedClient> {
  const client = await connectFeed(signInFeedUrl(baseUrl, query));
  clients.push(client);
  return client;
}

/** A sign-in written straight to the table, as any other process or a hand-written SQL would. */
async function insertSignIn(tenantId: number, projectId: number, supplierName: string) {
  await database.db
    .insertInto('middlewareRecords')
    .values({
      tenantId,
      projectId,
      type: 'signIn',
      data: JSON.stringify({ supplierName, userName: 'bidder9', signInTime: new Date().toISOString() }),
      creationTime: new Date(),
    })
    .execute();
}

async function signInCount(projectId: number): Promise<number> {
  const row = await database.db
    .selectFrom('middlewareRecords')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('projectId', '=', projectId)
    .where('type', '=', 'signIn')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const names = (message: { result: { items: { supplierName: string }[] } | null }) =>
  message.result?.items.map((s) => s.supplierName) ?? [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  baseUrl = await listen(app);
  token = (await login(app, 'admin')).accessToken;
  const running = await database.db
    .selectFrom('projects as p')
    .select(['p.id', 'p.tenantId'])
    .select((eb) =>
      eb
        .selectFrom('middlewareRecords as r')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('r.projectId', '=', 'p.id')
        .where('r.type', '=', 'signIn')
        .as('signIns'),
    )
    .where('p.state', '=', ProjectState.Running)
    .where('p.auditState', 'is', null)
    .where('p.isDeleted', '=', false)
    .orderBy('p.id')
    .execute();
  const ofTenant3 = running.filter((p) => p.tenantId === 3);
  project = ofTenant3.find((p) => Number(p.signIns) > 0)?.id ?? 0;
  otherProject = ofTenant3.find((p) => p.id !== project)?.id ?? 0;
  foreignProject = running.find((p) => p.tenantId === 1)?.id ?? 0;
  expect([project, otherProject, foreignProject].every((id) => id > 0)).toBe(true);
});

afterAll(async () => {
  for (const client of clients) client.close();
  killServerProcesses();
  await app?.close();
  await database?.close();
});

describe('the sign-in WebSocket (§7)', () => {
  it('answers getPaged with the project’s sign-ins, newest first, in an ABP envelope', async () => {
    const client = await feedOf(project);
    const [answer] = client.messages;
    expect(answer).toMatchObject({ success: true, error: null, unAuthorizedRequest: false });
    expect(answer?.result?.totalCount).toBe(await signInCount(project));
    const items = answer?.result?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s) => s.projectId === project && s.type === 'signIn')).toBe(true);
    const times = items.map((s) => String(s.signInTime));
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pushes the new list to every client of the project when a sign-in is recorded through the API', async () => {
    const first = await feedOf(project);
    const second = await feedOf(project);
    const before = first.messages[0]?.result?.totalCount ?? 0;
    const created = await call(app, {
      method: 'POST',
      url: '/middleware/record/create',
      token,
      payload: {
        type: 'signIn',
        projectId: project,
        supplierName: '推送供应商',
        signInTime: '2099-01-01T00:00:00Z',
      },
    });
    expect(created.statusCode).toBe(200);
    for (const client of [first, second]) {
      const pushed = await client.nth(2);
      expect(pushed.result?.totalCount).toBe(before + 1);
      // Newest first: the new sign-in heads the list.
      expect(names(pushed)[0]).toBe('推送供应商');
    }
  });

  it('pushes a sign-in written by plain SQL, and its removal', async () => {
    const client = await feedOf(project);
    const before = client.messages[0]?.result?.totalCount ?? 0;
    await insertSignIn(3, project, 'SQL供应商');
    expect(names(await client.nth(2))).toContain('SQL供应商');
    await database.db
      .deleteFrom('middlewareRecords')
      .where('type', '=', 'signIn')
      .where(sql`data->>'supplierName'`, '=', 'SQL供应商')
      .execute();
    const after = await client.nth(3);
    expect(names(after)).not.toContain('SQL供应商');
    expect(after.result?.totalCount).toBe(before);
  });

  it('coalesces a burst of sign-ins into a few pushes, the last one complete', async () => {
    const client = await feedOf(otherProject);
    const before = client.messages[0]?.result?.totalCount ?? 0;
    await Promise.all(Array.from({ length: 30 }, (_, i) => insertSignIn(3, otherProject, `突发${i}`)));
    await expect
      .poll(() => client.messages.at(-1)?.result?.totalCount, { timeout: 10_000 })
      .toBe(before + 30);
    // One initial answer, then far fewer pushes than sign-ins.
    expect(client.messages.length - 1).toBeLessThan(30);
  });

  it('pushes nothing for another project or another tenant', async () => {
    const client = await feedOf(project);
    await insertSignIn(3, otherProject, '别的项目');
    await insertSignIn(1, foreignProject, '别的租户');
    await insertSignIn(3, project, '本项目');
    const next = await client.nth(2);
    expect(names(next)).toContain('本项目');
    expect(names(next)).not.toContain('别的项目');
    expect(client.messages).toHaveLength(2);
  });

  it('answers another tenant’s project as not found and closes (4404), leaking nothing', async () => {
    const client = await connected();
    client.send(authenticate(token));
    client.send(getPaged(foreignProject));
    const refusal = await client.nth(1);
    expect(refusal).toMatchObject({ success: false, result: null, error: { code: 'NOT_FOUND' } });
    expect(await client.closed).toBe(4404);
  });

  it('closes a socket that sends an oversized message (1009) and stays up for the rest', async () => {
    const client = await connected({ id: 'r-big', userName: 'admin', projectId: project });
    client.send('x'.repeat(64 * 1024));
    expect(await client.closed).toBe(1009);
    const healthy = await feedOf(project);
    expect((await healthy.nth(1)).success).toBe(true);
  });

  it('refuses getPaged without authentication (4401)', async () => {
    const client = await connected({ id: 'r-2', userName: 'admin', projectId: project });
    client.send(getPaged(project));
    expect(await client.nth(1)).toMatchObject({
      success: false,
      unAuthorizedRequest: true,
      error: { code: 'UNAUTHENTICATED' },
    });
    expect(await client.closed).toBe(4401);
  });

  it('refuses an unknown token (4401) and a token presented for another tenant (4403)', async () => {
    const unknown = await connected();
    unknown.send(authenticate('not-a-token'));
    expect((await unknown.nth(1)).error?.code).toBe('UNAUTHENTICATED');
    expect(await unknown.closed).toBe(4401);

    const otherTenant = await connected();
    otherTenant.send(authenticate(token, 1));
    expect((await otherTenant.nth(1)).error?.code).toBe('NOT_PERMITTED');
    expect(await otherTenant.closed).toBe(4403);
  });

  it('names the field of an invalid message (4400)', async () => {
    const cases: [object | string, string][] = [
      [getPaged(project, { Filter: 'type=signIn' }), 'params.Filter'],
      [getPaged(project, { MaxResultCount: 501 }), 'params.MaxResultCount'],
      [getPaged(project, { Sorting: 'password desc' }), 'Sorting'],
      [{ method: 'authenticate', params: {} }, 'params.token'],
      ['not json', 'message'],
    ];
    for (const [message, field] of cases) {
      const client = await connected();
      client.send(authenticate(token));
      client.send(message);
      const refusal = await client.nth(1);
      expect(refusal.error?.code, field).toBe('VALIDATION');
      expect(
        refusal.error?.validationErrors?.flatMap((v) => v.members),
        field,
      ).toContain(field);
      expect(await client.closed).toBe(4400);
    }
  });

  it('refuses the upgrade when the query string is invalid', async () => {
    await expect(connectFeed(signInFeedUrl(baseUrl, { projectId: 'abc' }))).rejects.toThrow();
  });

  it('closes a client (4401) once its token is revoked, and only that client', async () => {
    const revoked = (await login(app, 'agent')).accessToken;
    const leaving = await feedOf(project, revoked);
    const staying = await feedOf(project);
    const out = await call(app, { method: 'POST', url: '/auth/logout', token: revoked, tenantId: 3 });
    expect(out.statusCode, out.body).toBe(200);
    expect(await leaving.nth(2)).toMatchObject({
      success: false,
      unAuthorizedRequest: true,
      error: { code: 'UNAUTHENTICATED' },
    });
    expect(await leaving.closed).toBe(4401);

    await insertSignIn(3, project, '注销之后');
    expect(names(await staying.nth(2))).toContain('注销之后');
    expect(leaving.messages).toHaveLength(2);
  });

  it('closes a client (4401) once its user is deactivated', async () => {
    const agent = await login(app, 'agent');
    const client = await feedOf(project, agent.accessToken);
    await sql`update users set is_active = false where id = ${agent.userId}`.execute(database.db);
    try {
      expect((await client.nth(2)).error?.code).toBe('UNAUTHENTICATED');
      expect(await client.closed).toBe(4401);
    } finally {
      await sql`update users set is_active = true where id = ${agent.userId}`.execute(database.db);
    }
  });

  it('closes a client (4401) when its token expires', async () => {
    const shortLived = await buildTestApp(database, {
      tokenLifetimeSeconds: { normal: 1, remembered: 1 },
    });
    try {
      const url = await listen(shortLived);
      const client = await subscribedFeed(url, (await login(shortLived, 'agent')).accessToken, project);
      clients.push(client);
      expect((await client.nth(2)).error?.code).toBe('UNAUTHENTICATED');
      expect(await client.closed).toBe(4401);
    } finally {
      await shortLived.close();
    }
  });

  it('closes its clients with 1001 when the server stops', async () => {
    const second = await buildTestApp(database);
    const url = await listen(second);
    const client = await subscribedFeed(url, token, project);
    await second.close();
    expect(await client.closed).toBe(1001);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'the sign-in WebSocket across processes (PostgreSQL)',
  () => {
    it('pushes a sign-in recorded through another server process, both ways', async () => {
      const { url, schema } = database.postgres!;
      const other = await startServerProcess({
        databaseUrl: url,
        demo: false,
        env: { DATABASE_SCHEMA: schema },
        startTimeoutMs: 90_000,
      });
      const here = await feedOf(project);
      const otherLogin = await request(`${other.url}/api/TokenAuth/Authenticate`, {
        body: { userNameOrEmailAddress: 'manager', password: '123qwe' },
      });
      const otherToken = ((await otherLogin.json()) as { result: { accessToken: string } }).result
        .accessToken;
      const there = await subscribedFeed(other.url, otherToken, project);
      clients.push(there);

      const created = await request(`${other.url}/middleware/record/create`, {
        token: otherToken,
        body: {
          type: 'signIn',
          projectId: project,
          supplierName: '另一进程',
          signInTime: '2099-02-01T00:00:00Z',
        },
      });
      expect(created.status).toBe(200);
      expect(names(await here.nth(2))[0]).toBe('另一进程');
      expect(names(await there.nth(2))[0]).toBe('另一进程');

      await insertSignIn(3, project, '本进程');
      expect(names(await there.nth(3))).toContain('本进程');

      other.child.kill('SIGTERM');
      expect(await other.exited()).toBe(0);
    }, 120_000);

    it('still pushes after its listening connection to PostgreSQL was dropped', async () => {
      const { listener } = database.postgres!;
      const client = await feedOf(otherProject);
      const terminated = await sql<{ done: boolean }>`
      select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = ${listener}`.execute(
        database.db,
      );
      expect(terminated.rows).toEqual([{ done: true }]);
      // Written while the connection is down or coming back: the refresh after reconnecting brings it.
      await insertSignIn(3, otherProject, '断线期间');
      await expect
        .poll(() => client.messages.some((m) => names(m).includes('断线期间')), { timeout: 15_000 })
        .toBe(true);
      await expect
        .poll(
          async () =>
            (
              await sql<{
                n: string;
              }>`select count(*) as n from pg_stat_activity where application_name = ${listener}`.execute(
                database.db,
              )
            ).rows[0]?.n,
          { timeout: 15_000 },
        )
        .toBe('1');
      await insertSignIn(3, otherProject, '重连之后');
      await expect
        .poll(() => client.messages.some((m) => names(m).includes('重连之后')), { timeout: 10_000 })
        .toBe(true);
    });
  },
);
