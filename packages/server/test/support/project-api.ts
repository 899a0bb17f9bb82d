import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, login, type Reply } from '../harness';

export const SPROJECT = '/api/services/app/Sproject';

export interface FlowNodeReply {
  id: number;
  nodeName: string;
  router: string;
  nextNodeId: number;
}

export interface ProjectReply {
  id: number;
  flowInstanceId: string;
  currentNodeId: number;
  projectFlowName: string;
  [field: string]: unknown;
}

/**
 * The Sproject calls tests make again and again, as the demo users of one tenant: log in once, then
 * create projects, read their flow and circulate them through the real routes.
 */
export class ProjectApi {
  readonly tokens: Record<string, string> = {};
  readonly ids: Record<string, number> = {};
  private seq = 0;

  private constructor(
    readonly app: FastifyInstance,
    readonly tenantId: number,
  ) {}

  static async signIn(app: FastifyInstance, tenantId = 3, users = ['admin', 'manager', 'agent', 'viewer']) {
    const api = new ProjectApi(app, tenantId);
    for (const user of users) {
      const { accessToken, userId } = await login(app, user, tenantId);
      api.tokens[user] = accessToken;
      api.ids[user] = userId;
    }
    return api;
  }

  get(url: string, user = 'agent'): Promise<Reply> {
    return call(this.app, { method: 'GET', url, token: this.tokens[user], tenantId: this.tenantId });
  }

  post(url: string, payload: object, user = 'agent'): Promise<Reply> {
    return call(this.app, {
      method: 'POST',
      url,
      token: this.tokens[user],
      tenantId: this.tenantId,
      payload,
    });
  }

  /** Posts a file's bytes as the body (an import), its name in the url. */
  upload(url: string, bytes: Buffer, user = 'agent'): Promise<Reply> {
    return call(this.app, {
      method: 'POST',
      url,
      token: this.tokens[user],
      tenantId: this.tenantId,
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream' },
    });
  }

  async createProject(overrides: object = {}, user = 'agent'): Promise<ProjectReply> {
    this.seq++;
    const reply = await this.post(
      `${SPROJECT}/CreateOrUpdate`,
      {
        projectName: `测试项目 ${this.seq}`,
        projectNum: `T-${Date.now()}-${this.seq}-${Math.random().toString(36).slice(2, 8)}`,
        biddingMethod: '公开招标',
        projectBudget: '1000000.10',
        projectManager: this.ids.manager,
        sGroupList: [{ groupNumber: '1', groupName: '标段一', groupBudget: 500000 }],
        ...overrides,
      },
      user,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().result;
  }

  async detail(id: number): Promise<ProjectReply> {
    const reply = await this.get(`${SPROJECT}/GetSprojectDetail?id=${id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().result;
  }

  async nodesOf(project: { flowInstanceId: string }): Promise<FlowNodeReply[]> {
    const reply = await this.get(
      `/api/services/app/EProjectFlowNode/GetPaged?Filter=flowInstanceId=${project.flowInstanceId}&Sorting=sort`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().result.items;
  }

  circulate(body: object, user = 'agent'): Promise<Reply> {
    return this.post(`${SPROJECT}/CirculationProjectFlowById`, body, user);
  }
}
