import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mintHandoverToken } from '../../../src/auth/handover-token';
import type { TestDatabase } from '../../../src/testing/test-database';
import { call, type Reply } from '../../harness';
import { type ProjectApi, type ProjectReply, SPROJECT } from '../project-api';
import { editable } from '../workflow-context';

/** What the write fixtures work on: the demo users of tenant 3, their database and the server's clock. */
export interface FixtureWorld {
  readonly api: ProjectApi;
  readonly database: TestDatabase;
  readonly clock: () => Date;
  /** The user centre's shared secret the app was built with (SSO handovers). */
  readonly ssoSecret: string;
}

export const PASSWORD = '123qwe';
export const NOTICE = '/api/services/app/OfflineNotice';
export const TEMPORARY = 'Temp-2026!';
export const USER = '/api/services/app/User';
export const ROLE = '/api/services/app/Role';
export const COMPANY = '/api/services/app/AbpCompany';
export const MODULE = '/api/services/app/AppModule';
export const SYSTEM_NOTICE = '/api/services/app/SystemNotice';

let sequence = 0;

/**
 * The entities fixtures set up before their request, each made by tenant 3's admin through the real
 * routes; `world` is read when a fixture runs, after the test has built its app.
 */
export function fixtureHelpers(world: () => FixtureWorld) {
  const result = async (reply: Reply) => {
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().result;
  };
  const newProject = (overrides: object = {}) => world().api.createProject(overrides, 'admin');
  const idOf = (r: Record<string, unknown>) => String(r.id);
  const projectOf = (r: Record<string, unknown>) => r.projectId as number;

  async function uploadSign() {
    return result(
      await world().api.get('/api/services/app/AbpAliOss/GetSign?dir=projects/audit&fileName=a.pdf', 'admin'),
    );
  }
  async function uploaded(): Promise<number> {
    const sign = await uploadSign();
    const reply = await call(world().api.app, {
      method: 'POST',
      url: sign.host,
      payload: Buffer.from('%PDF-1.4 audit'),
      headers: {
        'content-type': 'application/pdf',
        'x-oss-key': encodeURIComponent(`${sign.dir}${Date.now()}-${++sequence}/a.pdf`),
        'x-oss-policy': sign.policy,
        'x-oss-signature': sign.signature,
      },
    });
    return (await result(reply)).id;
  }
  /** A project one step on: records may be written on it. */
  async function advancedProject(): Promise<ProjectReply> {
    const project = await newProject();
    await result(await world().api.circulate({ projectId: project.id, flowAction: 'next' }, 'admin'));
    return project;
  }
  async function signUpRecord(projectId: number) {
    return result(
      await world().api.post(
        '/middleware/record/create',
        { type: 'signUp', projectId, supplierName: '甲公司', signUp_state: '1' },
        'admin',
      ),
    );
  }
  async function noticeDraft(projectId: number) {
    return result(
      await world().api.post(
        `${NOTICE}/CreateOrUpdate`,
        { projectId, title: '更正公告', noticeType: '1', content: '<p>x</p>' },
        'admin',
      ),
    );
  }
  async function openTaskOf(projectId: number) {
    const instances = await result(
      await world().api.get(
        `/workflow/process/getInstanceByBusinessKeyLike?businessKey=${projectId}`,
        'admin',
      ),
    );
    const instance = instances.find((i: { businessKey: string }) => i.businessKey === String(projectId));
    const tasks = await result(
      await world().api.get(
        `/workflow/task/getTasksByProcessInstanceId?processInstanceId=${instance.id}`,
        'admin',
      ),
    );
    return { instance, task: tasks.find((t: { endTime: unknown }) => !t.endTime) };
  }
  /** A project's steps, as the admin reads them. */
  async function nodesOf(project: ProjectReply): Promise<{ id: number; router: string }[]> {
    const page = await result(
      await world().api.get(
        `/api/services/app/EProjectFlowNode/GetPaged?Filter=flowInstanceId=${project.flowInstanceId}`,
        'admin',
      ),
    );
    return page.items;
  }
  async function awaitingClosing(): Promise<ProjectReply> {
    const file = { fileId: 'uploads/closing/需求文件.pdf', fileName: '需求文件.pdf', usage: '0' };
    const project = await newProject({ eHonors: [file] });
    const nodes = await nodesOf(project);
    await result(
      await world().api.circulate(
        { projectId: project.id, flowAction: 'jump', jumpNodeId: nodes.at(-1)!.id },
        'admin',
      ),
    );
    return result(
      await world().api.post(
        `${SPROJECT}/CreateOrUpdate`,
        {
          ...editable(await world().api.detail(project.id)),
          auditState: '13',
          projectFlowName: '项目待结项',
        },
        'admin',
      ),
    );
  }
  const unique = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}`;
  const newUser = async () =>
    result(
      await world().api.post(
        `${USER}/Create`,
        { userName: unique('audit-user'), name: '审计用户', roleNames: ['Agent'], password: TEMPORARY },
        'admin',
      ),
    );
  const newRole = async () =>
    result(
      await world().api.post(
        `${ROLE}/Create`,
        { name: unique('AuditRole'), displayName: '审计角色', grantedPermissions: ['project.query'] },
        'admin',
      ),
    );
  const newModule = async () =>
    result(
      await world().api.post(
        `${MODULE}/Create`,
        { name: '审计模块', route: `/${unique('audit-module')}`, description: 'setting' },
        'admin',
      ),
    );
  /** A system notice the Admin published, for a fixture to change. */
  const systemNotice = async (title: string) =>
    result(await world().api.post(`${SYSTEM_NOTICE}/Create`, { title, content: '<p>正文</p>' }, 'admin'));
  /** A changed field of an administration entity, before and after. */
  const changed = (field: string, before: unknown, after: unknown) => ({
    before: { [field]: before },
    after: { [field]: after },
  });
  const mint = () =>
    mintHandoverToken(world().ssoSecret, { userName: 'manager', tenantId: 3, now: world().clock() });
  return {
    result,
    newProject,
    idOf,
    projectOf,
    uploadSign,
    uploaded,
    advancedProject,
    signUpRecord,
    noticeDraft,
    openTaskOf,
    nodesOf,
    awaitingClosing,
    unique,
    newUser,
    newRole,
    newModule,
    systemNotice,
    changed,
    mint,
  };
}

export type FixtureHelpers = ReturnType<typeof fixtureHelpers>;
export type { FastifyInstance, Reply };
