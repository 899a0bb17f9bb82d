import { ConflictError } from '@tender/domain';
import { type Selectable, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogTable } from '../src/db/schema';
import { call, login, type Reply, testClock, useTestApp } from './harness';
import { type FixtureWorld, fixtureHelpers, NOTICE, PASSWORD } from './support/audit/fixture-helpers';
import type { WriteFixture, WriteRequest } from './support/audit/write-fixture';
import { writeFixtures } from './support/audit/write-fixtures';
import { ProjectApi, SPROJECT } from './support/project-api';

/**
 * ADR 0012: every write of the API writes exactly its audit row, in its own transaction — who, when
 * (the configured clock), which call, what it changed, the request id and the client address — and
 * never a password, hash or token; a failed write writes nothing. One walk over every write route of the
 * OpenAPI document: each has a fixture (support/audit/write-fixtures.ts) that makes a valid request, so a new write route without
 * one fails the first test, naming it.
 */
const SSO_SECRET = 'user-centre-shared-secret-0123456789abcdef';
const AUDIT = '/api/services/app/AuditLog';
const time = testClock(new Date('2026-03-01T08:00:00Z'));

let api: ProjectApi;
let archive: ProjectApi;
/** Whether a project a reply names was committed when the kept lists' onSend hook had run. */
const committedBeforeReply: boolean[] = [];

/** A stored audit row, as the test reads it straight from the table. */
type AuditRow = Selectable<AuditLogTable>;

const rows = async (): Promise<AuditRow[]> =>
  (await harness.database.db.selectFrom('auditLog').selectAll().orderBy('id').execute()) as AuditRow[];
const rowCount = async () =>
  Number(
    (
      await harness.database.db
        .selectFrom('auditLog')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let sequence = 0;
const nextRequestId = () => `audit-walk-${Date.now()}-${++sequence}`;

const harness = useTestApp({
  config: { clock: time.clock, ssoProviders: { UserCenter: { secret: SSO_SECRET, platformIds: [] } } },
  extend: (app) => {
    // After the kept lists' onSend: a plain read (another connection on PostgreSQL; on PGlite one that
    // would wait forever for an uncommitted unit) sees the project the reply names.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url !== `${SPROJECT}/CreateOrUpdate` || reply.statusCode !== 200) return payload;
      const id = JSON.parse(String(payload)).result.id as number;
      const row = await harness.database.db
        .selectFrom('projects')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      committedBeforeReply.push(row !== undefined);
      return payload;
    });
    // Test-only writes, hidden from the OpenAPI document.
    app.post('/test/audit/write-then-conflict', { schema: { hide: true } }, async () => {
      await harness.database.db
        .insertInto('serverSecrets')
        .values({ name: 'audit-probe', value: 'x' })
        .execute();
      throw new ConflictError('refused after writing');
    });
    app.post('/test/audit/anonymous-write', { schema: { hide: true } }, async () => {
      await harness.database.db
        .insertInto('serverSecrets')
        .values({ name: 'audit-anonymous', value: 'x' })
        .execute();
      return { done: true };
    });
  },
});
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app, 3, ['admin', 'manager', 'agent', 'viewer']);
  archive = await ProjectApi.signIn(harness.app, 1, ['admin']);
});

const world = (): FixtureWorld => ({
  api,
  database: harness.database,
  clock: time.clock,
  ssoSecret: SSO_SECRET,
});
const { result, newProject, noticeDraft, nodesOf, unique } = fixtureHelpers(world);
const fixtures: Record<string, WriteFixture> = writeFixtures(world);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sends a fixture's request with its own request id; the caller is tenant 3's admin unless it says. */
async function send(request: WriteRequest, requestId: string): Promise<Reply> {
  const user = request.user === undefined ? 'admin' : request.user;
  return call(harness.app, {
    method: request.method ?? 'POST',
    url: request.url,
    tenantId: request.tenantId ?? 3,
    ...(user ? { token: api.tokens[user] } : {}),
    ...(request.payload ? { payload: request.payload } : {}),
    headers: { 'x-request-id': requestId, ...request.headers },
  });
}

describe('every write route writes exactly its audit row', () => {
  it('has a fixture for every write route of the OpenAPI document', () => {
    const documented = Object.entries(
      (harness.app.swagger() as { paths: Record<string, object> }).paths,
    ).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method) => WRITES.has(method))
        .map((method) => `${method} ${path}`),
    );
    const missing = documented.filter((route) => !(route in fixtures));
    expect(
      missing,
      `write routes without a fixture in test/support/audit (add one, so their audit row is proven): ${missing.join(', ')}`,
    ).toEqual([]);
    expect(Object.keys(fixtures).filter((route) => !documented.includes(route))).toEqual([]);
  });

  it.each(Object.entries(fixtures))('%s', async (route, fixture) => {
    const request = await fixture.request();
    const requestId = nextRequestId();
    const before = await rowCount();
    const reply = await send(request, requestId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['x-request-id']).toBe(requestId);
    const written = (await rows()).filter((row) => row.requestId === requestId);
    if (fixture.row === 'none') {
      expect(written).toEqual([]);
      expect(await rowCount()).toBe(before);
      return;
    }
    expect(await rowCount(), 'exactly one row for the request').toBe(before + 1);
    expect(written).toHaveLength(1);
    const [row] = written as [AuditRow];
    const replied = (reply.json() as { result: Record<string, unknown> }).result;
    const [method, pattern] = route.split(' ') as [string, string];
    const expected = typeof fixture.row === 'function' ? fixture.row() : fixture.row;
    const writer = request.writer ?? { userName: expected.userName!, userId: api.ids[expected.userName!] };
    expect(row).toMatchObject({
      tenantId: 3,
      actor: 'user',
      userId: writer.userId,
      userName: writer.userName,
      method,
      route: pattern.replace(/\{(\w+)\}/g, ':$1'),
      entity: expected.entity,
      clientAddress: '127.0.0.1',
    });
    expect(new Date(row.occurredAt).toISOString()).toBe(time.clock().toISOString());
    const entityId = expected.entityId;
    if (entityId === null) expect(row.entityId).toBeNull();
    else if (typeof entityId === 'string') expect(row.entityId).toBe(entityId);
    else if (entityId instanceof RegExp) expect(row.entityId).toMatch(entityId);
    else if (typeof entityId === 'function') expect(row.entityId).toBe(entityId(replied));
    if (expected.projectId !== undefined) {
      const projectId =
        typeof expected.projectId === 'function' ? expected.projectId(replied) : expected.projectId;
      expect(row.projectId).toBe(projectId);
    }
    if (expected.changes) expect(row.changes).toMatchObject(expected.changes);
    // No secret the request carried, nor the caller's, is anywhere in the row.
    const stored = JSON.stringify(row);
    const hashes = (await harness.database.db.selectFrom('users').select('passwordHash').execute()).map(
      (u) => u.passwordHash,
    );
    const secrets = [
      PASSWORD,
      ...Object.values(api.tokens),
      ...(request.secrets ?? []),
      ...(typeof replied?.accessToken === 'string' ? [replied.accessToken] : []),
      ...hashes,
    ];
    expect(secrets.filter((secret) => stored.includes(secret))).toEqual([]);
  });

  it('saw each write committed before the kept lists moved on and the reply left', () => {
    expect(committedBeforeReply.length).toBeGreaterThan(0);
    expect(committedBeforeReply.every(Boolean)).toBe(true);
  });
});

describe('a failed write writes no row, and none of its change', () => {
  const failed = async (reply: Reply, status: number, before: number) => {
    expect(reply.statusCode, reply.body).toBe(status);
    expect(await rowCount()).toBe(before);
  };

  it('400: invalid input', async () => {
    const before = await rowCount();
    const projectNum = unique('BAD');
    await failed(
      await api.post(`${SPROJECT}/CreateOrUpdate`, { projectNum, biddingMethod: '公开招标' }, 'admin'),
      400,
      before,
    );
    expect(
      await harness.database.db
        .selectFrom('projects')
        .where('projectNum', '=', projectNum)
        .select('id')
        .execute(),
    ).toEqual([]);
  });

  it('403: not permitted, the project still there', async () => {
    const project = await newProject();
    const before = await rowCount();
    await failed(
      await call(harness.app, {
        method: 'DELETE',
        url: `${SPROJECT}/Delete?id=${project.id}`,
        token: api.tokens.viewer,
        tenantId: 3,
      }),
      403,
      before,
    );
    expect((await api.detail(project.id)).id).toBe(project.id);
  });

  it('409: a duplicate number', async () => {
    const project = await newProject();
    const before = await rowCount();
    await failed(
      await api.post(
        `${SPROJECT}/CreateOrUpdate`,
        { projectName: 'dup', projectNum: project.projectNum, biddingMethod: '公开招标' },
        'admin',
      ),
      409,
      before,
    );
  });

  it('409 after writing: what the handler wrote is undone', async () => {
    const before = await rowCount();
    await failed(
      await call(harness.app, { method: 'POST', url: '/test/audit/write-then-conflict' }),
      409,
      before,
    );
    const probe = await harness.database.db
      .selectFrom('serverSecrets')
      .where('name', '=', 'audit-probe')
      .select('name')
      .execute();
    expect(probe).toEqual([]);
  });

  it('a refusal answered as a result (§4 code "3") moved nothing and writes no row', async () => {
    const project = await newProject();
    const signUp = (await nodesOf(project)).find((node) => node.router === '/sign-up')!;
    await result(
      await api.circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: signUp.id }, 'admin'),
    );
    const before = await rowCount();
    const refused = await result(await api.circulate({ projectId: project.id, flowAction: 'next' }, 'admin'));
    expect(refused.code).toBe('3');
    expect(await rowCount()).toBe(before);
  });

  it('a write nobody can be named for fails whole (500) rather than go unaudited', async () => {
    const before = await rowCount();
    await failed(
      await call(harness.app, { method: 'POST', url: '/test/audit/anonymous-write' }),
      500,
      before,
    );
    const probe = await harness.database.db
      .selectFrom('serverSecrets')
      .where('name', '=', 'audit-anonymous')
      .select('name')
      .execute();
    expect(probe).toEqual([]);
  });

  it('reads write no row, a GET that stores a summary included', async () => {
    const project = await newProject();
    const before = await rowCount();
    await result(await api.get(`/middleware/fusion_project_summary/reflash?pid=${project.id}`, 'admin'));
    await result(await api.get(`${SPROJECT}/GetSprojectDetail?id=${project.id}`, 'admin'));
    expect(await rowCount()).toBe(before);
  });
});

describe('the audit viewer (AuditLog/GetPaged, Export)', () => {
  const page = (query: string, user = 'admin', who = api) =>
    who.get(`${AUDIT}/GetPaged${query ? `?${query}` : ''}`, user);

  it('is the Admin’s alone (403)', async () => {
    for (const user of ['manager', 'agent', 'viewer']) {
      expect((await page('', user)).statusCode).toBe(403);
      expect((await api.get(`${AUDIT}/Export`, user)).statusCode).toBe(403);
    }
  });

  it('lists the tenant’s entries newest first, a page at a time, filtered by user, entity, project and time', async () => {
    const project = await newProject();
    time.advance(60);
    const later = new Date(time.clock().getTime()).toISOString();
    await result(await api.circulate({ projectId: project.id, flowAction: 'next' }, 'admin'));
    await noticeDraft(project.id);

    const all = await result(await page('MaxResultCount=1000'));
    expect(all.totalCount).toBeGreaterThan(3);
    const keys = all.items.map((e: { creationTime: string; id: number }) => [e.creationTime, e.id]);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1)));

    const ofProject = await result(await page(`projectId=${project.id}`));
    expect(ofProject.items.map((e: { entity: string; userName: string }) => [e.entity, e.userName])).toEqual([
      ['notice', 'admin'],
      ['project', 'admin'],
      ['project', 'admin'],
    ]);
    expect(ofProject.items[0]).toMatchObject({
      method: 'POST',
      route: `${NOTICE}/CreateOrUpdate`,
      actor: 'user',
    });

    // By login name, in any letter case: a login writes its user's row.
    await login(harness.app, 'manager');
    const byManager = await result(await page('userName=MANAGER&MaxResultCount=1000'));
    expect(byManager.totalCount).toBeGreaterThan(0);
    expect(byManager.items.every((e: { userName: string }) => e.userName === 'manager')).toBe(true);
    expect((await result(await page(`userName=manager&projectId=${project.id}`))).totalCount).toBe(0);
    const notices = await result(await page(`entity=notice&projectId=${project.id}`));
    expect(notices.totalCount).toBe(1);
    const since = await result(await page(`projectId=${project.id}&from=${encodeURIComponent(later)}`));
    expect(since.totalCount).toBe(2);
    const until = await result(await page(`projectId=${project.id}&to=${encodeURIComponent(later)}`));
    expect(until.totalCount).toBe(1);

    const first = await result(await page(`projectId=${project.id}&MaxResultCount=2`));
    const second = await result(await page(`projectId=${project.id}&MaxResultCount=2&SkipCount=2`));
    expect(first.totalCount).toBe(3);
    expect([...first.items, ...second.items].map((e: { id: number }) => e.id)).toEqual(
      ofProject.items.map((e: { id: number }) => e.id),
    );

    const bad = await page('from=someday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['from']);
  });

  it('shows one tenant nothing of another’s', async () => {
    const theirs = await newProject();
    const requestId = nextRequestId();
    await send(
      {
        url: `${SPROJECT}/CirculationProjectFlowById`,
        payload: { projectId: theirs.id, flowAction: 'next' },
      },
      requestId,
    );
    await archive.createProject({}, 'admin');
    const own = await result(await page('MaxResultCount=1000', 'admin', archive));
    expect(own.totalCount).toBeGreaterThan(0);
    expect(own.items.some((e: { requestId: string }) => e.requestId === requestId)).toBe(false);
    expect(own.items.some((e: { projectId: number }) => e.projectId === theirs.id)).toBe(false);
    expect((await result(await page(`projectId=${theirs.id}`, 'admin', archive))).totalCount).toBe(0);
    const csv = (await archive.get(`${AUDIT}/Export?projectId=${theirs.id}`, 'admin')).body;
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('exports the filtered entries as CSV, every cell safe to open in a spreadsheet', async () => {
    const tenantId = '=HYPERLINK("http://evil.example","x")';
    await result(await api.post('/workflow/tenant/insert', { id: tenantId, name: 'x' }, 'admin'));
    // A request id may begin with a minus (a safe token), which a spreadsheet would compute.
    const requestId = `-${nextRequestId()}`;
    const project = await newProject();
    await send(
      {
        url: `${SPROJECT}/CirculationProjectFlowById`,
        payload: { projectId: project.id, flowAction: 'next' },
      },
      requestId,
    );

    const reply = await api.get(`${AUDIT}/Export?entity=workflowTenant`, 'admin');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toContain('attachment');
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const listed = await result(await page('entity=workflowTenant&MaxResultCount=1000'));
    expect(lines).toHaveLength(listed.totalCount + 1);
    expect(lines[0]).toBe(
      'creationTime,actor,userId,userName,method,route,entity,entityId,projectId,requestId,clientAddress,changes',
    );
    expect(reply.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(reply.body).not.toMatch(/(^|,)=HYPERLINK/m);

    const ofProject = (await api.get(`${AUDIT}/Export?projectId=${project.id}`, 'admin')).body;
    expect(ofProject).toContain(`,'${requestId},`);
  });
});
