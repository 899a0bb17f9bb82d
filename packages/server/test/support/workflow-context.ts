import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestDatabase } from '../../src/testing/test-database';
import { buildTestApp, call, loginAll, openTestDatabase, type Reply } from '../harness';

/** What a workflow test file shares: its database, its app and the demo users' tokens and ids. */
export interface WorkflowContext {
  database: TestDatabase;
  app: FastifyInstance;
  readonly tokens: Record<string, string>;
  readonly ids: Record<string, number>;
}

export const WF = '/workflow';
export const SPROJECT = '/api/services/app/Sproject';

export type Node = { id: number; nodeName: string; router: string; flowRoles: string[] };
export type Project = { id: number; flowInstanceId: string; currentNodeId: number };

/** Opens the file's database and app before its tests, logs the demo users in, closes both after. */
export function useWorkflowContext(): WorkflowContext {
  const ctx = { tokens: {}, ids: {} } as WorkflowContext;
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    ctx.app = await buildTestApp(ctx.database);
    const signedIn = await loginAll(ctx.app);
    Object.assign(ctx.tokens, signedIn.tokens);
    Object.assign(ctx.ids, signedIn.ids);
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.close();
  });
  return ctx;
}

/** The calls the workflow tests make, as a demo user (default: agent). */
export function workflowCalls(ctx: WorkflowContext) {
  const get = (url: string, user = 'agent') => call(ctx.app, { method: 'GET', url, token: ctx.tokens[user] });
  const post = (url: string, payload: object | undefined, user = 'agent') =>
    call(ctx.app, { method: 'POST', url, token: ctx.tokens[user], ...(payload ? { payload } : {}) });
  const result = (reply: Reply) => reply.json().result;
  async function okResult(reply: Reply) {
    expect(reply.statusCode, reply.body).toBe(200);
    return result(reply);
  }
  let seq = 0;
  async function createProject(): Promise<Project> {
    seq++;
    return okResult(
      await post(`${SPROJECT}/CreateOrUpdate`, {
        projectName: `流程引擎项目 ${seq}`,
        projectNum: `WF-${Date.now()}-${seq}-${Math.random().toString(36).slice(2, 6)}`,
        biddingMethod: '公开招标',
        projectManager: ctx.ids.manager,
      }),
    );
  }
  async function detail(id: number) {
    return okResult(await get(`${SPROJECT}/GetSprojectDetail?id=${id}`));
  }
  async function nodesOf(project: Project): Promise<Node[]> {
    const page = await okResult(
      await get(
        `/api/services/app/EProjectFlowNode/GetPaged?Filter=flowInstanceId=${project.flowInstanceId}`,
      ),
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
  const circulate = (body: object, user: string) =>
    post(`${SPROJECT}/CirculationProjectFlowById`, body, user);
  /** Registers a demo user in the engine as the login would: user, own tenant, own role as group. */
  async function register(user: string, group: string) {
    const reply = await post(`${WF}/user/insert`, { userName: user, displayName: user }, user);
    expect([200, 409]).toContain(reply.statusCode);
    await okResult(await post(`${WF}/user/group/bind`, { userName: user, groupId: group }, user));
  }
  return {
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
    register,
  };
}

export function expectMissing(reply: Reply, field: string, message: string) {
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json().error.validationErrors).toEqual([{ message, members: [field] }]);
}

/** A stored project as CreateOrUpdate takes it back (server-owned fields dropped). */
export function editable(project: Record<string, unknown>) {
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
