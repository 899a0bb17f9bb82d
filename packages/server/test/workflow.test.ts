import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, call, loginAll, openTestDatabase, type Reply } from './harness';

let database: TestDatabase;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const signedIn = await loginAll(app);
  Object.assign(tokens, signedIn.tokens);
  Object.assign(ids, signedIn.ids);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const WF = '/workflow';
const SPROJECT = '/api/services/app/Sproject';
const get = (url: string, user = 'agent') => call(app, { method: 'GET', url, token: tokens[user] });
const post = (url: string, payload: object | undefined, user = 'agent') =>
  call(app, { method: 'POST', url, token: tokens[user], ...(payload ? { payload } : {}) });
const result = (reply: Reply) => reply.json().result;
async function okResult(reply: Reply) {
  expect(reply.statusCode, reply.body).toBe(200);
  return result(reply);
}

type Node = { id: number; nodeName: string; router: string; flowRoles: string[] };
type Project = { id: number; flowInstanceId: string; currentNodeId: number };

let seq = 0;
async function createProject(): Promise<Project> {
  seq++;
  return okResult(
    await post(`${SPROJECT}/CreateOrUpdate`, {
      projectName: `流程引擎项目 ${seq}`,
      projectNum: `WF-${Date.now()}-${seq}`,
      biddingMethod: '公开招标',
      projectManager: ids.manager,
    }),
  );
}
async function detail(id: number) {
  return okResult(await get(`${SPROJECT}/GetSprojectDetail?id=${id}`));
}
async function nodesOf(project: Project): Promise<Node[]> {
  const page = await okResult(
    await get(`/api/services/app/EProjectFlowNode/GetPaged?Filter=flowInstanceId=${project.flowInstanceId}`),
  );
  return page.items;
}
async function instanceOf(project: Project, user = 'agent') {
  const found = await okResult(
    await get(`${WF}/process/getInstanceByBusinessKeyLike?businessKey=${project.id}`, user),
  );
  return found.find((i: { businessKey: string }) => i.businessKey === String(project.id));
}
async function tasksOf(instanceId: string) {
  return okResult(await get(`${WF}/task/getTasksByProcessInstanceId?processInstanceId=${instanceId}`));
}
async function progressOf(project: Project) {
  return okResult(
    await get(`${WF}/history/getProcessProgress?businessKey=${project.id}&pageNum=1&pageSize=1000`),
  );
}
const circulate = (body: object, user: string) => post(`${SPROJECT}/CirculationProjectFlowById`, body, user);
/** Registers a demo user in the engine as the login would: user, own tenant, own role as group. */
async function register(user: string, group: string) {
  const reply = await post(`${WF}/user/insert`, { userName: user, displayName: user }, user);
  expect([200, 409]).toContain(reply.statusCode);
  await okResult(await post(`${WF}/user/group/bind`, { userName: user, groupId: group }, user));
}
function expectMissing(reply: Reply, field: string, message: string) {
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json().error.validationErrors).toEqual([{ message, members: [field] }]);
}

describe('Sproject drives the engine in the same transaction (issue 3)', () => {
  it('creating a project starts its process: business key the id, key the method, one task on step one', async () => {
    const project = await createProject();
    const [first] = await nodesOf(project);
    const instance = await instanceOf(project);
    expect(instance).toMatchObject({
      processKey: '公开招标',
      businessKey: String(project.id),
      state: 'active',
      currentNodeId: first!.id,
      startUserId: 'agent',
      endTime: null,
    });
    const tasks = await tasksOf(instance.id);
    expect(tasks).toEqual([
      expect.objectContaining({
        name: first!.nodeName,
        nodeId: first!.id,
        candidateGroups: first!.flowRoles,
        assignee: null,
        endTime: null,
      }),
    ]);
  });

  it('after any sequence of next and jump, the process is on the project’s step, with one open task', async () => {
    const project = await createProject();
    const nodes = await nodesOf(project);
    const moves: [object, string][] = [
      [{ flowAction: 'next' }, 'agent'],
      [{ flowAction: 'jump', jumpNodeId: nodes[5]!.id }, 'admin'],
      [{ flowAction: 'jump', jumpNodeId: nodes[1]!.id }, 'manager'],
      [{ flowAction: 'next' }, 'manager'],
      [{ flowAction: 'jump', jumpNodeId: nodes[6]!.id }, 'admin'],
    ];
    for (const [move, user] of moves) {
      const reply = await circulate({ projectId: project.id, ...move }, user);
      expect(result(reply).code, reply.body).toBe('1');
      const { currentNodeId } = await detail(project.id);
      const progress = await progressOf(project);
      const current = progress.items.filter((s: { status: string }) => s.status === 'current');
      expect(current.map((s: { nodeId: number }) => s.nodeId)).toEqual([currentNodeId]);
      const index = nodes.findIndex((n) => n.id === currentNodeId);
      expect(progress.items.slice(0, index).every((s: { status: string }) => s.status === 'done')).toBe(true);
      expect(progress.items.slice(index + 1).every((s: { status: string }) => s.status === 'pending')).toBe(
        true,
      );
    }
    const instance = await instanceOf(project);
    expect(instance.currentNodeId).toBe(nodes[6]!.id);
    const tasks = await tasksOf(instance.id);
    expect(tasks).toHaveLength(moves.length + 1);
    expect(tasks.filter((t: { endTime: string | null }) => t.endTime === null)).toEqual([
      expect.objectContaining({ nodeId: nodes[6]!.id, name: nodes[6]!.nodeName }),
    ]);
    const history = await okResult(
      await get(`${WF}/history/getVariableHistory?processInstanceId=${instance.id}`),
    );
    const who = history.filter((v: { name: string }) => v.name === 'completedBy');
    expect(who.map((v: { value: string }) => v.value)).toEqual([
      'agent',
      'admin',
      'manager',
      'manager',
      'admin',
    ]);
    expect(
      history.filter((v: { name: string }) => v.name === 'flowAction').map((v: { value: string }) => v.value),
    ).toEqual(['next', 'jump', 'jump', 'next', 'jump']);
    expect(
      history.every((v: { taskId: string | null; creationTime: string }) => v.taskId && v.creationTime),
    ).toBe(true);
  });

  it('to-closing completes the process (every step done); terminating and deleting terminate it', async () => {
    const closing = await createProject();
    const nodes = await nodesOf(closing);
    await circulate({ projectId: closing.id, flowAction: 'jump', jumpNodeId: nodes.at(-1)!.id }, 'admin');
    await okResult(
      await post(
        `${SPROJECT}/CreateOrUpdate`,
        { ...editable(await detail(closing.id)), auditState: '13', projectFlowName: '项目待结项' },
        'admin',
      ),
    );
    const progress = await progressOf(closing);
    expect(progress.state).toBe('completed');
    expect(progress.items.every((s: { status: string }) => s.status === 'done')).toBe(true);
    const completed = await instanceOf(closing);
    expect(completed.endTime).not.toBeNull();
    expect((await tasksOf(completed.id)).every((t: { endTime: string | null }) => t.endTime !== null)).toBe(
      true,
    );

    const terminated = await createProject();
    await okResult(
      await post(`${SPROJECT}/CreateOrUpdate`, {
        ...editable(await detail(terminated.id)),
        state: 5,
        projectFlowName: '项目终止',
      }),
    );
    expect((await instanceOf(terminated)).state).toBe('terminated');

    const deleted = await createProject();
    await okResult(
      await call(app, { method: 'DELETE', url: `${SPROJECT}/Delete?id=${deleted.id}`, token: tokens.agent }),
    );
    expect((await instanceOf(deleted)).state).toBe('terminated');
    expect((await get(`${WF}/task/taskCandidateUser/businessKey?businessKey=${deleted.id}`)).statusCode).toBe(
      404,
    );
  });

  it('the demo seed gives every running project an active process on its step with one open task', async () => {
    const projects = await database.db
      .selectFrom('projects as p')
      .leftJoin('wfProcessInstances as w', (join) =>
        join
          .onRef('w.tenantId', '=', 'p.tenantId')
          .on((eb) => eb('w.businessKey', '=', eb.cast<string>('p.id', 'text')))
          .on('w.state', '=', 'active'),
      )
      .select(['p.id', 'p.currentNodeId', 'w.currentNodeId as processNodeId', 'w.id as instanceId'])
      .where('p.state', '=', 3)
      .where('p.auditState', 'is', null)
      .where('p.tenantId', 'in', [1, 3])
      .where('p.isDeleted', '=', false)
      .execute();
    expect(projects.length).toBeGreaterThan(40);
    expect(projects.every((p) => p.processNodeId === p.currentNodeId)).toBe(true);
    const openTasks = await database.db
      .selectFrom('wfTasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('endTime', 'is', null)
      .where(
        'processInstanceId',
        'in',
        projects.map((p) => p.instanceId!),
      )
      .executeTakeFirstOrThrow();
    expect(Number(openTasks.n)).toBe(projects.length);
  });
});

describe('process/circulate and task/claim (§7)', () => {
  it('circulate on a project’s task moves the project too, records the form, opens the next task', async () => {
    const project = await createProject();
    const nodes = await nodesOf(project);
    const instance = await instanceOf(project);
    const [task] = await tasksOf(instance.id);
    const reply = await okResult(
      await post(`${WF}/process/circulate`, { taskId: task.id, form: { opinion: '同意', score: 90 } }),
    );
    expect(reply).toMatchObject({
      processInstanceId: instance.id,
      completedTaskId: task.id,
      state: 'active',
      nextTask: { nodeId: nodes[1]!.id, name: nodes[1]!.nodeName, endTime: null },
    });
    expect((await detail(project.id)).currentNodeId).toBe(nodes[1]!.id);
    const history = await okResult(
      await get(`${WF}/history/getVariableHistory?processInstanceId=${instance.id}`),
    );
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ taskId: task.id, name: 'opinion', value: '同意' }),
        expect.objectContaining({ taskId: task.id, name: 'score', value: 90 }),
        expect.objectContaining({ taskId: task.id, name: 'completedBy', value: 'agent' }),
      ]),
    );
    // The completed task cannot be circulated again.
    expect((await post(`${WF}/process/circulate`, { taskId: task.id })).statusCode).toBe(409);
  });

  it('is refused, moving nothing, where Sproject refuses: blocked (409), not in the step’s roles (403)', async () => {
    const project = await createProject();
    const signUp = (await nodesOf(project)).find((n) => n.router === '/sign-up')!;
    await circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: signUp.id }, 'admin');
    const instance = await instanceOf(project);
    const open = (await tasksOf(instance.id)).find((t: { endTime: string | null }) => t.endTime === null);
    const blocked = await post(`${WF}/process/circulate`, { taskId: open.id, form: { note: 'x' } });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json().error.code).toBe('BLOCKED');
    expect((await post(`${WF}/process/circulate`, { taskId: open.id }, 'viewer')).statusCode).toBe(403);
    expect((await detail(project.id)).currentNodeId).toBe(signUp.id);
    const history = await okResult(
      await get(`${WF}/history/getVariableHistory?processInstanceId=${instance.id}`),
    );
    expect(history.some((v: { name: string }) => v.name === 'note')).toBe(false);
    expect((await instanceOf(project)).currentNodeId).toBe(signUp.id);
  });

  it('claims for a candidate; refuses non-candidates, claims for others and a second claimant', async () => {
    await register('agent', 'Agent');
    await register('viewer', 'Viewer');
    await register('manager', 'ProjectManager');
    const project = await createProject();
    const candidates = await okResult(
      await get(`${WF}/task/taskCandidateUser/businessKey?businessKey=${project.id}`),
    );
    expect(candidates.candidateGroups).toContain('Agent');
    const names = candidates.candidateUsers.map((u: { userName: string }) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['agent', 'manager']));
    expect(names).not.toContain('viewer');

    const { taskId } = candidates;
    expect((await post(`${WF}/task/claim`, { taskId, userName: 'viewer' }, 'viewer')).statusCode).toBe(403);
    expect((await post(`${WF}/task/claim`, { taskId, userName: 'manager' }, 'agent')).statusCode).toBe(403);
    const claimed = await okResult(await post(`${WF}/task/claim`, { taskId, userName: 'agent' }));
    expect(claimed).toMatchObject({ id: taskId, assignee: 'agent' });
    expect(claimed.claimTime).not.toBeNull();
    await okResult(await post(`${WF}/task/claim`, { taskId, userName: 'agent' }));
    expect((await post(`${WF}/task/claim`, { taskId, userName: 'manager' }, 'manager')).statusCode).toBe(409);
    // Only the assignee (or an Admin) completes a claimed task.
    expect((await post(`${WF}/process/circulate`, { taskId }, 'manager')).statusCode).toBe(403);
    await okResult(await post(`${WF}/process/circulate`, { taskId }, 'agent'));
  });
});

describe('process/start and getProcessProgress (§7)', () => {
  it('starts a process for a project that has none, on its current step, keeping the form', async () => {
    const project = await createProject();
    const nodes = await nodesOf(project);
    await circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: nodes[2]!.id }, 'admin');
    // A project from before the engine: no process yet.
    await database.db
      .deleteFrom('wfProcessInstances')
      .where('businessKey', '=', String(project.id))
      .execute();
    const started = await okResult(
      await post(`${WF}/process/start`, {
        key: '公开招标',
        businessKey: String(project.id),
        form: { budget: 1 },
      }),
    );
    expect(started).toMatchObject({ state: 'active', currentNodeId: nodes[2]!.id, form: { budget: 1 } });
    const progress = await okResult(
      await get(`${WF}/history/getProcessProgress?processInstanceId=${started.id}&pageNum=1&pageSize=2`),
    );
    expect(progress).toMatchObject({ pageNum: 1, pageSize: 2, total: nodes.length, state: 'active' });
    expect(progress.items.map((s: { status: string }) => s.status)).toEqual(['done', 'done']);

    // A second start is a conflict; a key that is not the project's method names the field.
    const again = await post(`${WF}/process/start`, { key: '公开招标', businessKey: String(project.id) });
    expect(again.statusCode).toBe(409);
    const wrongKey = await post(`${WF}/process/start`, { key: '邀请招标', businessKey: String(project.id) });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().error.validationErrors[0].members).toEqual(['key']);
    expect((await post(`${WF}/process/start`, { key: '公开招标', businessKey: '99999999' })).statusCode).toBe(
      404,
    );
  });

  it('getInstanceByBusinessKeyLike matches part of the key, and treats % and _ literally', async () => {
    const project = await createProject();
    const part = String(project.id).slice(1);
    const found = await okResult(await get(`${WF}/process/getInstanceByBusinessKeyLike?businessKey=${part}`));
    expect(found.map((i: { businessKey: string }) => i.businessKey)).toContain(String(project.id));
    expect(await okResult(await get(`${WF}/process/getInstanceByBusinessKeyLike?businessKey=%25`))).toEqual(
      [],
    );
  });
});

describe('users and tenants of the engine (§7)', () => {
  it('inserts, reads and binds a user and a tenant; duplicates are conflicts, binding twice is a no-op', async () => {
    const name = `wf-user-${Date.now()}`;
    expect((await get(`${WF}/user/get?userName=${name}`, 'admin')).statusCode).toBe(404);
    const user = await okResult(
      await post(`${WF}/user/insert`, { userName: name, displayName: '流程用户', email: 'a@b.c' }, 'admin'),
    );
    expect(user).toMatchObject({ userName: name, displayName: '流程用户', tenants: [], groups: [] });
    expect((await post(`${WF}/user/insert`, { userName: name }, 'admin')).statusCode).toBe(409);

    const tenantId = `wf-tenant-${Date.now()}`;
    await okResult(await post(`${WF}/tenant/insert`, { id: tenantId, name: '流程租户' }, 'admin'));
    expect((await post(`${WF}/tenant/insert`, { id: tenantId, name: 'x' }, 'admin')).statusCode).toBe(409);
    const tenants = await okResult(await get(`${WF}/tenant/getList`));
    expect(tenants).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: tenantId, name: '流程租户' })]),
    );

    for (let i = 0; i < 2; i++) {
      await okResult(await post(`${WF}/user/tenant/bind`, { userName: name, tenantId }, 'admin'));
      await okResult(await post(`${WF}/user/group/bind`, { userName: name, groupId: 'Agent' }, 'admin'));
    }
    const members = await okResult(await get(`${WF}/tenant/user/getList?tenantId=${tenantId}`));
    expect(members).toEqual([
      expect.objectContaining({ userName: name, tenants: [tenantId], groups: ['Agent'] }),
    ]);
    expect(
      (await post(`${WF}/user/tenant/bind`, { userName: name, tenantId: 'nope' }, 'admin')).statusCode,
    ).toBe(404);
    expect(
      (await post(`${WF}/user/tenant/bind`, { userName: 'nobody-here', tenantId }, 'admin')).statusCode,
    ).toBe(404);
    expect((await get(`${WF}/tenant/user/getList?tenantId=nope`)).statusCode).toBe(404);
  });

  it('lets a user register only themselves, their own tenant and the groups of their own roles', async () => {
    expect((await post(`${WF}/user/insert`, { userName: 'someone-else' }, 'agent')).statusCode).toBe(403);
    expect((await post(`${WF}/tenant/insert`, { id: '77', name: 'other' }, 'agent')).statusCode).toBe(403);
    await register('agent', 'Agent');
    expect(
      (await post(`${WF}/user/group/bind`, { userName: 'agent', groupId: 'Admin' }, 'agent')).statusCode,
    ).toBe(403);
    const own = await post(`${WF}/tenant/insert`, { id: '3', name: 'Default' }, 'agent');
    expect([200, 409]).toContain(own.statusCode);
    await okResult(await post(`${WF}/user/tenant/bind`, { userName: 'agent', tenantId: '3' }, 'agent'));
  });
});

describe('errors (§8) and isolation', () => {
  it('missing input answers 400 "parameter missing" / "missing user name" / "data missing" naming the field', async () => {
    expectMissing(await post(`${WF}/process/start`, { businessKey: '1' }), 'key', 'parameter missing');
    expectMissing(
      await post(`${WF}/process/start`, { key: '公开招标', businessKey: ' ' }),
      'businessKey',
      'parameter missing',
    );
    expectMissing(await post(`${WF}/process/circulate`, { form: {} }), 'taskId', 'parameter missing');
    expectMissing(await post(`${WF}/task/claim`, { taskId: 'x' }), 'userName', 'missing user name');
    expectMissing(await get(`${WF}/user/get`), 'userName', 'missing user name');
    expectMissing(await post(`${WF}/user/insert`, { displayName: 'x' }), 'userName', 'missing user name');
    expectMissing(await post(`${WF}/tenant/insert`, { id: '3' }), 'name', 'data missing');
    expectMissing(await post(`${WF}/tenant/insert`, undefined), 'body', 'data missing');
    expectMissing(
      await post(`${WF}/user/tenant/bind`, { userName: 'agent' }),
      'tenantId',
      'parameter missing',
    );
    expectMissing(await post(`${WF}/user/group/bind`, { userName: 'agent' }), 'groupId', 'parameter missing');
    expectMissing(await get(`${WF}/tenant/user/getList`), 'tenantId', 'parameter missing');
    expectMissing(
      await get(`${WF}/process/getInstanceByBusinessKeyLike`),
      'businessKey',
      'parameter missing',
    );
    expectMissing(await get(`${WF}/task/taskCandidateUser/businessKey`), 'businessKey', 'parameter missing');
    expectMissing(
      await get(`${WF}/task/getTasksByProcessInstanceId`),
      'processInstanceId',
      'parameter missing',
    );
    expectMissing(await get(`${WF}/history/getVariableHistory`), 'processInstanceId', 'parameter missing');
    expectMissing(await get(`${WF}/history/getProcessProgress`), 'processInstanceId', 'parameter missing');
    const tooBig = await get(`${WF}/history/getProcessProgress?businessKey=1&pageSize=1001`);
    expect(tooBig.json().error.validationErrors[0].members).toEqual(['pageSize']);
  });

  it('answers 401 without a token on every route', async () => {
    const routes = [
      ['POST', 'process/start'],
      ['POST', 'process/circulate'],
      ['GET', 'process/getInstanceByBusinessKeyLike?businessKey=1'],
      ['POST', 'task/claim'],
      ['GET', 'task/taskCandidateUser/businessKey?businessKey=1'],
      ['GET', 'task/getTasksByProcessInstanceId?processInstanceId=1'],
      ['GET', 'user/get?userName=admin'],
      ['POST', 'user/insert'],
      ['GET', 'tenant/user/getList?tenantId=3'],
      ['GET', 'tenant/getList'],
      ['POST', 'tenant/insert'],
      ['POST', 'user/tenant/bind'],
      ['POST', 'user/group/bind'],
      ['GET', 'history/getVariableHistory?processInstanceId=1'],
      ['GET', 'history/getProcessProgress?processInstanceId=1'],
    ] as const;
    for (const [method, path] of routes) {
      const reply = await call(app, {
        method,
        url: `${WF}/${path}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(reply.statusCode, path).toBe(401);
      expect(reply.json().unAuthorizedRequest).toBe(true);
    }
  });

  it('another tenant’s process, task, user and tenant answer 404 (or are not listed)', async () => {
    await register('agent', 'Agent');
    const project = await createProject();
    const instance = await instanceOf(project);
    const [task] = await tasksOf(instance.id);
    const other = 'otherTenant';
    const urls = [
      `${WF}/task/getTasksByProcessInstanceId?processInstanceId=${instance.id}`,
      `${WF}/history/getVariableHistory?processInstanceId=${instance.id}`,
      `${WF}/history/getProcessProgress?processInstanceId=${instance.id}`,
      `${WF}/history/getProcessProgress?businessKey=${project.id}`,
      `${WF}/task/taskCandidateUser/businessKey?businessKey=${project.id}`,
      `${WF}/user/get?userName=agent-of-tenant-3-only`,
    ];
    await okResult(await post(`${WF}/user/insert`, { userName: 'agent-of-tenant-3-only' }, 'admin'));
    for (const url of urls) expect((await get(url, other)).statusCode, url).toBe(404);
    expect((await post(`${WF}/process/circulate`, { taskId: task.id }, other)).statusCode).toBe(404);
    expect((await post(`${WF}/task/claim`, { taskId: task.id, userName: 'admin' }, other)).statusCode).toBe(
      404,
    );
    expect(
      (await post(`${WF}/process/start`, { key: '公开招标', businessKey: String(project.id) }, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(`${WF}/user/group/bind`, { userName: 'agent-of-tenant-3-only', groupId: 'Agent' }, other))
        .statusCode,
    ).toBe(404);
    const found = await okResult(
      await get(`${WF}/process/getInstanceByBusinessKeyLike?businessKey=${project.id}`, other),
    );
    expect(found.some((i: { id: string }) => i.id === instance.id)).toBe(false);
    // Engine tenant ids are per API tenant: tenant 1 may register its own "wf-shared" beside tenant 3's.
    await okResult(await post(`${WF}/tenant/insert`, { id: 'wf-shared', name: 'three' }, 'admin'));
    await okResult(await post(`${WF}/tenant/insert`, { id: 'wf-shared', name: 'one' }, other));
    const mine = await okResult(await get(`${WF}/tenant/getList`, other));
    expect(mine.find((t: { id: string }) => t.id === 'wf-shared').name).toBe('one');
    // Untouched in its own tenant.
    expect((await tasksOf(instance.id)).every((t: { endTime: string | null }) => t.endTime === null)).toBe(
      true,
    );
  });
});

/** A stored project as CreateOrUpdate takes it back (server-owned fields dropped). */
function editable(project: Record<string, unknown>) {
  const {
    tenantId: _t,
    flowInstanceId: _f,
    currentNodeId: _c,
    projectManagerName: _m,
    projectAssistantName: _a,
    creationTime: _ct,
    creatorUserId: _cu,
    lastModificationTime: _lt,
    lastModifierUserId: _lu,
    eNotices: _n,
    ...rest
  } = project;
  return rest;
}
