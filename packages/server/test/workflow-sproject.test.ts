import { describe, expect, it } from 'vitest';
import { call } from './harness';
import { editable, SPROJECT, useWorkflowContext, WF, workflowCalls } from './support/workflow-context';

/** The workflow engine follows the project: Sproject starts and moves its process (§7, ADR 0006). */
const ctx = useWorkflowContext();
const {
  get,
  post,
  result,
  okResult,
  createProject,
  detail,
  nodesOf,
  instanceOf,
  tasksOf,
  progressOf,
  circulate,
} = workflowCalls(ctx);

describe('Sproject drives the engine in the same transaction (ADR 0006)', () => {
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
      await call(ctx.app, {
        method: 'DELETE',
        url: `${SPROJECT}/Delete?id=${deleted.id}`,
        token: ctx.tokens.agent,
      }),
    );
    expect((await instanceOf(deleted)).state).toBe('terminated');
    expect((await get(`${WF}/task/taskCandidateUser/businessKey?businessKey=${deleted.id}`)).statusCode).toBe(
      404,
    );
  });

  it('the demo seed gives every running project an active process on its step with one open task', async () => {
    const projects = await ctx.database.db
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
    const openTasks = await ctx.database.db
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

describe('process/start and getProcessProgress (§7)', () => {
  it('starts a process for a project that has none, on its current step, keeping the form', async () => {
    const project = await createProject();
    const nodes = await nodesOf(project);
    await circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: nodes[2]!.id }, 'admin');
    // A project from before the engine: no process yet.
    await ctx.database.db
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
