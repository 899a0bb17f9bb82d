import { describe, expect, it } from 'vitest';
import { call } from './harness';
import { expectMissing, useWorkflowContext, WF, workflowCalls } from './support/workflow-context';

/** The engine's own routes: tasks, users and tenants, errors (§7, §8) and tenant isolation. */
const ctx = useWorkflowContext();
const { get, post, okResult, createProject, detail, nodesOf, instanceOf, tasksOf, circulate, register } =
  workflowCalls(ctx);

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
      const reply = await call(ctx.app, {
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
