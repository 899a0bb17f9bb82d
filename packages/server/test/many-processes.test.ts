import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, type ServerProcess, startServerProcess } from '../src/testing/server-process';
import type { TestDatabase } from '../src/testing/test-database';
import { openTestDatabase } from './harness';
import { authenticate, connectFeed, getPaged, signInFeedUrl } from './support/sign-in-socket';

/**
 * Several machines sharing one PostgreSQL (README "Operations"): two server processes behind a
 * round-robin, each call going to the next. A day's journey — log in, create, read, advance, a sign-in
 * pushed to a client of the other process, log out — ends the same whichever process answers each call:
 * nothing a process keeps (sessions, kept lists) outlives a change made through the other for longer than
 * the database takes to notify it (src/cache/tenant-change-cache.ts). That delivery is asynchronous — on a
 * busy machine the other process can answer one call before it hears — so the reads after a change ask
 * each process until it agrees, within NOTIFIED_WITHIN_MS.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('two server processes behind a round-robin', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let turn = 0;
  /** How long another process may keep what a change made stale (README "Operations"). */
  const NOTIFIED_WITHIN_MS = 5_000;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { url, schema } = database.postgres!;
    servers = await Promise.all(
      [0, 1].map(() =>
        startServerProcess({ databaseUrl: url, env: { DATABASE_SCHEMA: schema }, startTimeoutMs: 60_000 }),
      ),
    );
  }, 90_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    killServerProcesses();
    await database?.close();
  });

  type Call = { method?: string; body?: object; token?: string };

  /** The balancer: each call to the next process in turn. */
  function send(path: string, init: Call = {}) {
    return sendTo(servers[turn++ % servers.length]!, path, init);
  }

  async function sendTo(server: ServerProcess, path: string, init: Call = {}) {
    const reply = await fetch(`${server.url}${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: reply.status, body: (await reply.json()) as { result: Record<string, unknown> } };
  }

  it('gives the same result whichever process answers each call', async () => {
    const login = await send('/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: 'admin', password: '123qwe' },
    });
    expect(login.status).toBe(200);
    const token = login.body.result.accessToken as string;

    // Lists kept by both processes before the change.
    const name = `多进程项目 ${Date.now()}`;
    const list = `/api/services/app/Sproject/GetPaged?Filter=${encodeURIComponent(`projectName~${name}`)}`;
    for (let i = 0; i < 2; i++) expect((await send(list, { token })).body.result.totalCount).toBe(0);
    const created = await send('/api/services/app/Sproject/CreateOrUpdate', {
      token,
      body: { projectName: name, projectNum: `MP-${Date.now()}`, biddingMethod: '公开招标' },
    });
    expect(created.status).toBe(200);
    const id = created.body.result.id as number;
    for (const server of servers) {
      await expect
        .poll(async () => (await sendTo(server, list, { token })).body.result.totalCount, {
          timeout: NOTIFIED_WITHIN_MS,
        })
        .toBe(1);
    }

    const before = (await send(`/api/services/app/Sproject/GetSprojectDetail?id=${id}`, { token })).body
      .result;
    const moved = await send('/api/services/app/Sproject/CirculationProjectFlowById', {
      token,
      body: { projectId: id, flowAction: 'next' },
    });
    expect(moved.status).toBe(200);
    const seen: unknown[][] = [];
    for (let i = 0; i < 2; i++) {
      const after = (await send(`/api/services/app/Sproject/GetSprojectDetail?id=${id}`, { token })).body
        .result;
      seen.push([after.currentNodeId, after.projectFlowName]);
    }
    expect(seen[0]![0]).not.toBe(before.currentNodeId);
    expect(seen[1]).toEqual(seen[0]);

    // A sign-in written through one process reaches a client of the other (LISTEN/NOTIFY, ADR 0004).
    const watcher = servers[turn % servers.length]!;
    const feed = await connectFeed(
      signInFeedUrl(watcher.url, { id: 'r-1', userName: 'admin', projectId: id }),
    );
    feed.send(authenticate(token));
    feed.send(getPaged(id));
    expect((await feed.nth(1)).result?.totalCount).toBe(0);
    turn++;
    const signedIn = await send('/middleware/record/create', {
      token,
      body: {
        type: 'signIn',
        projectId: id,
        supplierName: '多进程供应商',
        signInTime: '2026-03-01T08:00:00Z',
      },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const pushed = await feed.nth(2);
    expect(pushed.result?.items.map((item) => item.supplierName)).toEqual(['多进程供应商']);
    feed.close();

    // Logging out through one process ends the session on both.
    expect((await send('/auth/logout', { method: 'POST', token })).status).toBe(200);
    for (const server of servers) {
      await expect
        .poll(
          async () =>
            (await sendTo(server, '/api/services/app/Session/GetCurrentLoginInformations', { token })).status,
          { timeout: NOTIFIED_WITHIN_MS },
        )
        .toBe(401);
    }
  }, 90_000);
});
