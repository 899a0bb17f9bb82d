import { ConflictError, draftOf } from '@tender/domain';
import { aCreditCode } from '@tender/domain/testing';
import type { FastifyInstance } from 'fastify';
import { type Selectable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintHandoverToken } from '../src/auth/handover-token';
import type { AuditLogTable } from '../src/db/schema';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, call, login, openTestDatabase, type Reply, testClock } from './harness';
import { evaluationFixtures } from './support/audit/evaluation-fixtures';
import type { WriteFixture, WriteRequest } from './support/audit/write-fixture';
import { ProjectApi, type ProjectReply, SPROJECT } from './support/project-api';
import { editable } from './support/workflow-context';

/**
 * ADR 0012: every write of the API writes exactly its audit row, in its own transaction — who, when
 * (the configured clock), which call, what it changed, the request id and the client address — and
 * never a password, hash or token; a failed write writes nothing. One walk over every write route of the
 * OpenAPI document: each has a fixture below that makes a valid request, so a new write route without
 * one fails the first test, naming it.
 */
const SSO_SECRET = 'user-centre-shared-secret-0123456789abcdef';
const PASSWORD = '123qwe';
const NOTICE = '/api/services/app/OfflineNotice';
const AUDIT = '/api/services/app/AuditLog';
const time = testClock(new Date('2026-03-01T08:00:00Z'));

let database: TestDatabase;
let app: FastifyInstance;
let api: ProjectApi;
let archive: ProjectApi;
/** Whether a project a reply names was committed when the kept lists' onSend hook had run. */
const committedBeforeReply: boolean[] = [];

/** A stored audit row, as the test reads it straight from the table. */
type AuditRow = Selectable<AuditLogTable>;

const rows = async (): Promise<AuditRow[]> =>
  (await database.db.selectFrom('auditLog').selectAll().orderBy('id').execute()) as AuditRow[];
const rowCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('auditLog')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let sequence = 0;
const nextRequestId = () => `audit-walk-${Date.now()}-${++sequence}`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(
    database,
    { clock: time.clock, ssoProviders: { UserCenter: { secret: SSO_SECRET, platformIds: [] } } },
    undefined,
    (app) => {
      // After the kept lists' onSend: a plain read (another connection on PostgreSQL; on PGlite one that
      // would wait forever for an uncommitted unit) sees the project the reply names.
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.url !== `${SPROJECT}/CreateOrUpdate` || reply.statusCode !== 200) return payload;
        const id = JSON.parse(String(payload)).result.id as number;
        const row = await database.db
          .selectFrom('projects')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        committedBeforeReply.push(row !== undefined);
        return payload;
      });
      // Test-only writes, hidden from the OpenAPI document.
      app.post('/test/audit/write-then-conflict', { schema: { hide: true } }, async () => {
        await database.db.insertInto('serverSecrets').values({ name: 'audit-probe', value: 'x' }).execute();
        throw new ConflictError('refused after writing');
      });
      app.post('/test/audit/anonymous-write', { schema: { hide: true } }, async () => {
        await database.db
          .insertInto('serverSecrets')
          .values({ name: 'audit-anonymous', value: 'x' })
          .execute();
        return { done: true };
      });
    },
  );
  api = await ProjectApi.signIn(app, 3, ['admin', 'manager', 'agent', 'viewer']);
  archive = await ProjectApi.signIn(app, 1, ['admin']);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const result = async (reply: Reply) => {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result;
};
const newProject = (overrides: object = {}) => api.createProject(overrides, 'admin');
const idOf = (r: Record<string, unknown>) => String(r.id);
const projectOf = (r: Record<string, unknown>) => r.projectId as number;

async function uploadSign() {
  return result(
    await api.get('/api/services/app/AbpAliOss/GetSign?dir=projects/audit&fileName=a.pdf', 'admin'),
  );
}
async function uploaded(): Promise<number> {
  const sign = await uploadSign();
  const reply = await call(app, {
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
  await result(await api.circulate({ projectId: project.id, flowAction: 'next' }, 'admin'));
  return project;
}
async function signUpRecord(projectId: number) {
  return result(
    await api.post(
      '/middleware/record/create',
      { type: 'signUp', projectId, supplierName: '甲公司', signUp_state: '1' },
      'admin',
    ),
  );
}
async function noticeDraft(projectId: number) {
  return result(
    await api.post(
      `${NOTICE}/CreateOrUpdate`,
      { projectId, title: '更正公告', noticeType: '1', content: '<p>x</p>' },
      'admin',
    ),
  );
}
async function openTaskOf(projectId: number) {
  const instances = await result(
    await api.get(`/workflow/process/getInstanceByBusinessKeyLike?businessKey=${projectId}`, 'admin'),
  );
  const instance = instances.find((i: { businessKey: string }) => i.businessKey === String(projectId));
  const tasks = await result(
    await api.get(`/workflow/task/getTasksByProcessInstanceId?processInstanceId=${instance.id}`, 'admin'),
  );
  return { instance, task: tasks.find((t: { endTime: unknown }) => !t.endTime) };
}
/** A project's steps, as the admin reads them. */
async function nodesOf(project: ProjectReply): Promise<{ id: number; router: string }[]> {
  const page = await result(
    await api.get(
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
    await api.circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: nodes.at(-1)!.id }, 'admin'),
  );
  return result(
    await api.post(
      `${SPROJECT}/CreateOrUpdate`,
      { ...editable(await api.detail(project.id)), auditState: '13', projectFlowName: '项目待结项' },
      'admin',
    ),
  );
}
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}`;
const TEMPORARY = 'Temp-2026!';
const USER = '/api/services/app/User';
const ROLE = '/api/services/app/Role';
const COMPANY = '/api/services/app/AbpCompany';
const MODULE = '/api/services/app/AppModule';
const newUser = async () =>
  result(
    await api.post(
      `${USER}/Create`,
      { userName: unique('audit-user'), name: '审计用户', roleNames: ['Agent'], password: TEMPORARY },
      'admin',
    ),
  );
const newRole = async () =>
  result(
    await api.post(
      `${ROLE}/Create`,
      { name: unique('AuditRole'), displayName: '审计角色', grantedPermissions: ['project.query'] },
      'admin',
    ),
  );
const newModule = async () =>
  result(
    await api.post(
      `${MODULE}/Create`,
      { name: '审计模块', route: `/${unique('audit-module')}`, description: 'setting' },
      'admin',
    ),
  );
/** A changed field of an administration entity, before and after. */
const SYSTEM_NOTICE = '/api/services/app/SystemNotice';
/** A system notice the Admin published, for a fixture to change. */
const systemNotice = async (title: string) =>
  result(await api.post(`${SYSTEM_NOTICE}/Create`, { title, content: '<p>正文</p>' }, 'admin'));
const changed = (field: string, before: unknown, after: unknown) => ({
  before: { [field]: before },
  after: { [field]: after },
});
const mint = () => mintHandoverToken(SSO_SECRET, { userName: 'manager', tenantId: 3, now: time.clock() });

/** One valid request of every write route of the OpenAPI document, and the row it must write. */
const fixtures: Record<string, WriteFixture> = {
  ...evaluationFixtures(() => api, time.clock),
  'POST /api/services/app/User/Create': {
    request: async () => ({
      url: `${USER}/Create`,
      payload: { userName: unique('audit-user'), name: '新用户', roleNames: ['Agent'], password: TEMPORARY },
      secrets: [TEMPORARY],
    }),
    row: {
      userName: 'admin',
      entity: 'user',
      entityId: idOf,
      changes: { before: null, after: { name: '新用户', roleNames: ['Agent'], passwordHash: '[redacted]' } },
    },
  },
  'POST /api/services/app/User/Update': {
    request: async () => {
      const user = await newUser();
      return {
        url: `${USER}/Update`,
        payload: { id: user.id, version: user.version, name: '改名用户', roleNames: ['Agent', 'Viewer'] },
      };
    },
    row: {
      userName: 'admin',
      entity: 'user',
      entityId: idOf,
      changes: {
        before: { name: '审计用户', roleNames: ['Agent'] },
        after: { name: '改名用户', roleNames: ['Agent', 'Viewer'] },
      },
    },
  },
  'POST /api/services/app/User/Deactivate': {
    request: async () => ({ url: `${USER}/Deactivate`, payload: { id: (await newUser()).id } }),
    row: { userName: 'admin', entity: 'user', entityId: idOf, changes: changed('isActive', true, false) },
  },
  'POST /api/services/app/User/Activate': {
    request: async () => {
      const user = await newUser();
      await result(await api.post(`${USER}/Deactivate`, { id: user.id }, 'admin'));
      return { url: `${USER}/Activate`, payload: { id: user.id } };
    },
    row: { userName: 'admin', entity: 'user', entityId: idOf, changes: changed('isActive', false, true) },
  },
  'POST /api/services/app/User/ResetPassword': {
    request: async () => ({
      url: `${USER}/ResetPassword`,
      payload: { id: (await newUser()).id, newPassword: 'Reset-2026!' },
      secrets: ['Reset-2026!'],
    }),
    row: {
      userName: 'admin',
      entity: 'user',
      entityId: idOf,
      changes: changed('passwordHash', '[redacted]', '[redacted]'),
    },
  },
  'POST /api/services/app/User/ChangePassword': {
    request: async () => {
      const user = await newUser();
      const signedIn = await call(app, {
        method: 'POST',
        url: '/api/TokenAuth/Authenticate',
        tenantId: 3,
        payload: { userNameOrEmailAddress: user.userName, password: TEMPORARY },
      });
      const { accessToken } = await result(signedIn);
      return {
        url: `${USER}/ChangePassword`,
        user: null,
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { currentPassword: TEMPORARY, newPassword: 'Mine-2026!' },
        secrets: [TEMPORARY, 'Mine-2026!', accessToken],
        writer: { userName: user.userName, userId: user.id },
      };
    },
    row: { entity: 'user' },
  },
  'POST /api/services/app/Role/Create': {
    request: async () => ({
      url: `${ROLE}/Create`,
      payload: { name: unique('AuditRole'), displayName: '新角色', grantedPermissions: ['project.query'] },
    }),
    row: {
      userName: 'admin',
      entity: 'role',
      entityId: idOf,
      changes: { before: null, after: { displayName: '新角色', grantedPermissions: ['project.query'] } },
    },
  },
  'POST /api/services/app/Role/Update': {
    request: async () => {
      const role = await newRole();
      return {
        url: `${ROLE}/Update`,
        payload: {
          id: role.id,
          version: role.version,
          displayName: '改名角色',
          grantedPermissions: ['project.query'],
        },
      };
    },
    row: {
      userName: 'admin',
      entity: 'role',
      entityId: idOf,
      changes: changed('displayName', '审计角色', '改名角色'),
    },
  },
  'DELETE /api/services/app/Role/Delete': {
    request: async () => ({ method: 'DELETE', url: `${ROLE}/Delete?id=${(await newRole()).id}` }),
    row: {
      userName: 'admin',
      entity: 'role',
      entityId: /^\d+$/,
      changes: { before: { displayName: '审计角色' }, after: null },
    },
  },
  'POST /api/services/app/AbpCompany/Create': {
    request: async () => ({ url: `${COMPANY}/Create`, payload: { name: '审计公司' } }),
    row: {
      userName: 'admin',
      entity: 'company',
      entityId: idOf,
      changes: { before: null, after: { name: '审计公司' } },
    },
  },
  'POST /api/services/app/AbpCompany/Update': {
    request: async () => {
      const company = await result(await api.post(`${COMPANY}/Create`, { name: '旧公司名' }, 'admin'));
      return { url: `${COMPANY}/Update`, payload: { id: company.id, name: '新公司名' } };
    },
    row: {
      userName: 'admin',
      entity: 'company',
      entityId: idOf,
      changes: changed('name', '旧公司名', '新公司名'),
    },
  },
  ...Object.fromEntries(
    (['Bidder', 'Agency', 'Purchaser'] as const).flatMap((library, index): [string, WriteFixture][] => {
      const entity = library.toLowerCase();
      const url = `/api/services/app/${library}`;
      return [
        [
          `POST ${url}/Create`,
          {
            request: async () => ({
              url: `${url}/Create`,
              payload: { name: '审计单位', creditCode: aCreditCode(91 + index) },
            }),
            row: {
              userName: 'admin',
              entity,
              entityId: idOf,
              changes: { before: null, after: { name: '审计单位', creditCode: aCreditCode(91 + index) } },
            },
          },
        ],
        [
          `POST ${url}/Update`,
          {
            request: async () => {
              const code = aCreditCode(95 + index);
              const entry = await result(
                await api.post(`${url}/Create`, { name: '旧单位名', creditCode: code }, 'admin'),
              );
              return {
                url: `${url}/Update`,
                payload: { id: entry.id, version: 1, name: '新单位名', creditCode: code },
              };
            },
            row: {
              userName: 'admin',
              entity,
              entityId: idOf,
              changes: changed('name', '旧单位名', '新单位名'),
            },
          },
        ],
        [
          // A preview reads the file and writes nothing.
          `POST ${url}/ImportPreview`,
          {
            request: async () => ({
              url: `${url}/ImportPreview?FileName=preview.csv`,
              payload: Buffer.from(
                `Name,Unified social credit code\r\n预览单位,${aCreditCode(121 + index)}\r\n`,
              ),
              headers: { 'content-type': 'text/csv' },
            }),
            row: 'none',
          },
        ],
        [
          // An import of one row: that entry's row, as its create would write.
          `POST ${url}/Import`,
          {
            request: async () => ({
              url: `${url}/Import?FileName=import.csv`,
              payload: Buffer.from(
                `Name,Unified social credit code\r\n导入单位,${aCreditCode(131 + index)}\r\n`,
              ),
              headers: { 'content-type': 'text/csv' },
            }),
            row: {
              userName: 'admin',
              entity,
              entityId: (r) => String((r.ids as number[])[0]),
              changes: { before: null, after: { name: '导入单位', creditCode: aCreditCode(131 + index) } },
            },
          },
        ],
      ];
    }),
  ),
  [`POST ${SYSTEM_NOTICE}/Create`]: {
    request: async () => ({
      url: `${SYSTEM_NOTICE}/Create`,
      payload: { title: '审计公告', content: '<p>正文</p>' },
    }),
    row: {
      userName: 'admin',
      entity: 'systemNotice',
      entityId: idOf,
      changes: { before: null, after: { title: '审计公告', pinned: false } },
    },
  },
  [`POST ${SYSTEM_NOTICE}/Update`]: {
    request: async () => {
      const notice = await systemNotice('旧公告标题');
      return {
        url: `${SYSTEM_NOTICE}/Update`,
        payload: { id: notice.id, version: 1, title: '新公告标题', content: '<p>正文</p>' },
      };
    },
    row: {
      userName: 'admin',
      entity: 'systemNotice',
      entityId: idOf,
      changes: changed('title', '旧公告标题', '新公告标题'),
    },
  },
  [`POST ${SYSTEM_NOTICE}/SetPinned`]: {
    request: async () => ({
      url: `${SYSTEM_NOTICE}/SetPinned`,
      payload: { id: (await systemNotice('置顶公告')).id, pinned: true },
    }),
    row: {
      userName: 'admin',
      entity: 'systemNotice',
      entityId: idOf,
      changes: changed('pinned', false, true),
    },
  },
  [`POST ${SYSTEM_NOTICE}/Withdraw`]: {
    request: async () => ({
      url: `${SYSTEM_NOTICE}/Withdraw`,
      payload: { id: (await systemNotice('撤回公告')).id },
    }),
    row: {
      userName: 'admin',
      entity: 'systemNotice',
      entityId: idOf,
      changes: { before: { withdrawnTime: null }, after: { withdrawnTime: expect.anything() } },
    },
  },
  // A read mark is the reader's own bookkeeping, not a change of the tenant's record: no row.
  [`POST ${SYSTEM_NOTICE}/MarkRead`]: {
    request: async () => ({
      url: `${SYSTEM_NOTICE}/MarkRead`,
      user: 'agent',
      payload: { id: (await systemNotice('已读公告')).id },
    }),
    row: 'none',
  },
  'POST /api/services/app/AppModule/Create': {
    request: async () => ({
      url: `${MODULE}/Create`,
      payload: { name: '新模块', route: `/${unique('audit-module')}`, description: 'setting' },
    }),
    row: {
      userName: 'admin',
      entity: 'appModule',
      entityId: idOf,
      changes: { before: null, after: { name: '新模块', description: 'setting' } },
    },
  },
  'POST /api/services/app/AppModule/Update': {
    request: async () => {
      const module = await newModule();
      return {
        url: `${MODULE}/Update`,
        payload: { id: module.id, name: '改名模块', route: module.route, description: 'setting' },
      };
    },
    row: {
      userName: 'admin',
      entity: 'appModule',
      entityId: idOf,
      changes: changed('name', '审计模块', '改名模块'),
    },
  },
  'POST /api/services/app/AppModule/Reorder': {
    request: async () => ({ url: `${MODULE}/Reorder`, payload: { ids: [(await newModule()).id] } }),
    row: { userName: 'admin', entity: 'appModule' },
  },
  'POST /api/services/app/AppModule/Disable': {
    request: async () => ({ url: `${MODULE}/Disable`, payload: { id: (await newModule()).id } }),
    row: {
      userName: 'admin',
      entity: 'appModule',
      entityId: idOf,
      changes: changed('isEnabled', true, false),
    },
  },
  'POST /api/services/app/AppModule/Enable': {
    request: async () => {
      const module = await newModule();
      await result(await api.post(`${MODULE}/Disable`, { id: module.id }, 'admin'));
      return { url: `${MODULE}/Enable`, payload: { id: module.id } };
    },
    row: {
      userName: 'admin',
      entity: 'appModule',
      entityId: idOf,
      changes: changed('isEnabled', false, true),
    },
  },
  'POST /api/TokenAuth/Authenticate': {
    request: async () => ({
      url: '/api/TokenAuth/Authenticate',
      user: null,
      payload: { userNameOrEmailAddress: 'manager', password: PASSWORD },
    }),
    row: { userName: 'manager', entity: 'accessToken', entityId: null },
  },
  'POST /api/TokenAuth/ExternalAuthenticate': {
    request: async () => {
      const providerKey = mint();
      return {
        url: '/api/TokenAuth/ExternalAuthenticate',
        user: null,
        payload: { authProvider: 'UserCenter', providerKey, platformId: 'portal' },
        secrets: [providerKey],
      };
    },
    row: { userName: 'manager', entity: 'accessToken', entityId: null },
  },
  'POST /api/TokenAuth/ReloadAuthenticate': {
    request: async () => {
      const providerKey = mint();
      return {
        url: '/api/TokenAuth/ReloadAuthenticate',
        user: null,
        payload: { authProvider: 'UserCenter', providerKey, platformId: 'portal' },
        secrets: [providerKey],
      };
    },
    row: { userName: 'manager', entity: 'accessToken', entityId: null },
  },
  'POST /api/services/app/Account/IsTenantAvailable': {
    request: async () => ({
      url: '/api/services/app/Account/IsTenantAvailable',
      user: null,
      payload: { tenancyName: 'Default' },
    }),
    row: 'none',
  },
  'POST /auth/logout': {
    request: async () => {
      const { accessToken } = await login(app, 'viewer');
      return {
        url: '/auth/logout',
        headers: { authorization: `Bearer ${accessToken}` },
        user: null,
        secrets: [accessToken],
      };
    },
    row: { userName: 'viewer', entity: 'accessToken', entityId: /^\d+$/ },
  },
  'POST /api/services/app/Sproject/CreateOrUpdate': {
    request: async () => ({
      url: `${SPROJECT}/CreateOrUpdate`,
      payload: { projectName: '审计项目', projectNum: unique('AUD'), biddingMethod: '公开招标' },
    }),
    row: { userName: 'admin', entity: 'project', entityId: idOf, projectId: (r) => r.id as number },
  },
  'DELETE /api/services/app/Sproject/Delete': {
    request: async () => ({ method: 'DELETE', url: `${SPROJECT}/Delete?id=${(await newProject()).id}` }),
    row: { userName: 'admin', entity: 'project', entityId: /^\d+$/ },
  },
  'POST /api/services/app/Sproject/CirculationProjectFlowById': {
    request: async () => ({
      url: `${SPROJECT}/CirculationProjectFlowById`,
      payload: { projectId: (await newProject()).id, flowAction: 'next' },
    }),
    row: { userName: 'admin', entity: 'project', entityId: /^\d+$/ },
  },
  'POST /api/services/app/Sproject/SubmitClosingApplication': {
    request: async () => ({
      url: `${SPROJECT}/SubmitClosingApplication`,
      payload: { projectId: (await awaitingClosing()).id, documentFileIds: ['uploads/closing/需求文件.pdf'] },
    }),
    row: { userName: 'admin', entity: 'project', entityId: idOf, projectId: (r) => r.id as number },
  },
  'POST /api/services/app/Sproject/CreateOrUpdateInfo': {
    request: async () => {
      const project = await newProject();
      return {
        url: `${SPROJECT}/CreateOrUpdateInfo`,
        payload: {
          id: project.id,
          projectName: '改名',
          projectNum: project.projectNum,
          biddingMethod: '公开招标',
        },
      };
    },
    row: { userName: 'admin', entity: 'project', entityId: idOf, projectId: (r) => r.id as number },
  },
  'POST /api/services/app/OfflineNotice/CreateOrUpdate': {
    request: async () => ({
      url: `${NOTICE}/CreateOrUpdate`,
      payload: {
        projectId: (await newProject()).id,
        title: '更正公告',
        noticeType: '1',
        content: '<p>x</p>',
      },
    }),
    row: { userName: 'admin', entity: 'notice', entityId: idOf, projectId: projectOf },
  },
  'POST /api/services/app/OfflineNotice/Publish': {
    request: async () => ({
      url: `${NOTICE}/Publish`,
      payload: { id: (await noticeDraft((await newProject()).id)).id },
    }),
    row: { userName: 'admin', entity: 'notice', entityId: idOf, projectId: projectOf },
  },
  'DELETE /api/services/app/OfflineNotice/Delete': {
    request: async () => ({
      method: 'DELETE',
      url: `${NOTICE}/Delete?id=${(await noticeDraft((await newProject()).id)).id}`,
    }),
    row: { userName: 'admin', entity: 'notice', entityId: /^\d+$/ },
  },
  'DELETE /api/services/app/AbpAliOss/Delete': {
    request: async () => ({
      method: 'DELETE',
      url: `/api/services/app/AbpAliOss/Delete?id=${await uploaded()}`,
    }),
    row: { userName: 'admin', entity: 'file', entityId: /^\d+$/ },
  },
  'POST /api/oss/upload': {
    request: async () => {
      const sign = await uploadSign();
      return {
        url: sign.host,
        user: null,
        payload: Buffer.from('%PDF-1.4 audit upload'),
        headers: {
          'content-type': 'application/pdf',
          'x-oss-key': encodeURIComponent(sign.key),
          'x-oss-policy': sign.policy,
          'x-oss-signature': sign.signature,
        },
        secrets: [sign.signature, sign.policy],
      };
    },
    row: { userName: 'admin', entity: 'file', entityId: idOf },
  },
  'POST /middleware/record/create': {
    request: async () => ({
      url: '/middleware/record/create',
      payload: {
        type: 'signUp',
        projectId: (await advancedProject()).id,
        supplierName: '乙公司',
        signUp_state: '1',
      },
    }),
    row: { userName: 'admin', entity: 'record', entityId: idOf, projectId: projectOf },
  },
  'POST /middleware/record/update': {
    request: async () => {
      const project = await advancedProject();
      const record = await signUpRecord(project.id);
      return {
        url: '/middleware/record/update',
        payload: {
          id: record.id,
          type: 'signUp',
          projectId: project.id,
          supplierName: '甲公司',
          signUp_state: '0',
        },
      };
    },
    row: { userName: 'admin', entity: 'record', entityId: idOf, projectId: projectOf },
  },
  'DELETE /middleware/record/delete': {
    request: async () => {
      const record = await signUpRecord((await advancedProject()).id);
      return { method: 'DELETE', url: `/middleware/record/delete?type=signUp&id=${record.id}` };
    },
    row: { userName: 'admin', entity: 'record', entityId: /^\d+$/ },
  },
  'POST /middleware/fusion_time_node/CreateOrUpdate': {
    request: async () => ({
      url: '/middleware/fusion_time_node/CreateOrUpdate',
      payload: { projectId: (await newProject()).id, nodeType: 'changeMethod', biddingMethod: '邀请招标' },
    }),
    row: { userName: 'admin', entity: 'flowRecord', entityId: idOf, projectId: projectOf },
  },
  'POST /workflow/process/start': {
    request: async () => {
      const project = await newProject();
      // A project from before the engine: no process yet.
      await database.db
        .deleteFrom('wfProcessInstances')
        .where('businessKey', '=', String(project.id))
        .execute();
      return {
        url: '/workflow/process/start',
        payload: { key: '公开招标', businessKey: String(project.id) },
      };
    },
    row: {
      userName: 'admin',
      entity: 'workflowProcess',
      entityId: idOf,
      projectId: (r) => Number(r.businessKey),
    },
  },
  'POST /workflow/process/circulate': {
    request: async () => {
      const { task } = await openTaskOf((await newProject()).id);
      return { url: '/workflow/process/circulate', payload: { taskId: task.id } };
    },
    row: { userName: 'admin', entity: 'workflowProcess', entityId: (r) => String(r.processInstanceId) },
  },
  'POST /workflow/task/claim': {
    request: async () => {
      await api.post('/workflow/user/insert', { userName: 'admin', displayName: 'admin' }, 'admin');
      await result(
        await api.post('/workflow/user/group/bind', { userName: 'admin', groupId: 'Admin' }, 'admin'),
      );
      const { task } = await openTaskOf((await newProject()).id);
      return { url: '/workflow/task/claim', payload: { taskId: task.id, userName: 'admin' } };
    },
    row: { userName: 'admin', entity: 'workflowTask', entityId: idOf },
  },
  'POST /workflow/user/insert': {
    request: async () => ({
      url: '/workflow/user/insert',
      payload: { userName: unique('wf-user'), displayName: 'x' },
    }),
    row: { userName: 'admin', entity: 'workflowUser', entityId: (r) => String(r.userName) },
  },
  'POST /workflow/tenant/insert': {
    request: async () => ({
      url: '/workflow/tenant/insert',
      payload: { id: unique('wf-tenant'), name: 'x' },
    }),
    row: { userName: 'admin', entity: 'workflowTenant', entityId: idOf },
  },
  'POST /workflow/user/tenant/bind': {
    request: async () => {
      const userName = unique('wf-bind');
      const tenantId = unique('wf-bind-tenant');
      await result(await api.post('/workflow/user/insert', { userName, displayName: 'x' }, 'admin'));
      await result(await api.post('/workflow/tenant/insert', { id: tenantId, name: 'x' }, 'admin'));
      return { url: '/workflow/user/tenant/bind', payload: { userName, tenantId } };
    },
    row: { userName: 'admin', entity: 'workflowUser', entityId: (r) => String(r.userName) },
  },
  'POST /workflow/user/group/bind': {
    request: async () => {
      const userName = unique('wf-group');
      await result(await api.post('/workflow/user/insert', { userName, displayName: 'x' }, 'admin'));
      return { url: '/workflow/user/group/bind', payload: { userName, groupId: 'Agent' } };
    },
    row: { userName: 'admin', entity: 'workflowUser', entityId: (r) => String(r.userName) },
  },
  'POST /api/services/app/FlowTemplate/Save': {
    request: async () => {
      const url = `/api/services/app/FlowTemplate/Get?biddingMethod=${encodeURIComponent('询价采购')}`;
      const template = await result(await api.get(url, 'admin'));
      return { url: '/api/services/app/FlowTemplate/Save', payload: draftOf(template) };
    },
    row: { userName: 'admin', entity: 'flowTemplate', entityId: (r) => String(r.biddingMethod) },
  },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sends a fixture's request with its own request id; the caller is tenant 3's admin unless it says. */
async function send(request: WriteRequest, requestId: string): Promise<Reply> {
  const user = request.user === undefined ? 'admin' : request.user;
  return call(app, {
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
    const documented = Object.entries((app.swagger() as { paths: Record<string, object> }).paths).flatMap(
      ([path, operations]) =>
        Object.keys(operations)
          .map((method) => method.toUpperCase())
          .filter((method) => WRITES.has(method))
          .map((method) => `${method} ${path}`),
    );
    const missing = documented.filter((route) => !(route in fixtures));
    expect(
      missing,
      `write routes without a fixture in test/audit-trail.test.ts (add one, so their audit row is proven): ${missing.join(', ')}`,
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
    const expected = fixture.row;
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
    const hashes = (await database.db.selectFrom('users').select('passwordHash').execute()).map(
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
      await database.db.selectFrom('projects').where('projectNum', '=', projectNum).select('id').execute(),
    ).toEqual([]);
  });

  it('403: not permitted, the project still there', async () => {
    const project = await newProject();
    const before = await rowCount();
    await failed(
      await call(app, {
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
    await failed(await call(app, { method: 'POST', url: '/test/audit/write-then-conflict' }), 409, before);
    const probe = await database.db
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
    await failed(await call(app, { method: 'POST', url: '/test/audit/anonymous-write' }), 500, before);
    const probe = await database.db
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
    await login(app, 'manager');
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
