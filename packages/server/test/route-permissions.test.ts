import {
  ALL_PERMISSIONS,
  hasActionPermission,
  isAdministrationPermission,
  isPermission,
  PASSWORD_CHANGE_REQUIRED,
  type Permission,
  READ_PERMISSIONS,
  STAFF_PERMISSIONS,
} from '@tender/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Reply, useTestApp } from './harness';
import { freshName, loginWith, MODULE, ROLE, resultOf, staffWithGrants, USER } from './support/organisation';
import { SPROJECT } from './support/project-api';
import { connectFeed, signInFeedUrl } from './support/sign-in-socket';

/**
 * Every route declares who may call it (ADR 0014): a permission of the §6 action list, `signed-in` or
 * `anonymous`; the authenticated scope refuses (403) a caller whose roles lack the permission, before the
 * request is even read. Walks the OpenAPI document, where each operation carries its declaration as
 * `x-access`, so a new route that declares nothing fails here.
 */

interface Operation {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly access: unknown;
}

let operations: Operation[] = [];

const harness = useTestApp({ signIn: true });
beforeAll(async () => {
  const document = harness.app.swagger() as {
    paths: Record<string, Record<string, { 'x-access'?: unknown }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      access: operation['x-access'],
    })),
  );
});

const name = (op: Operation) => `${op.method} ${op.path}`;
const permissionsOf = (op: Operation): Permission[] =>
  typeof op.access === 'string' && isPermission(op.access)
    ? [op.access]
    : Array.isArray(op.access)
      ? (op.access as Permission[])
      : [];
/** A request to the operation with nothing in it: refused by the hook before validation could answer. */
const bare = (op: Operation, token: string | undefined) =>
  call(harness.app, {
    method: op.method,
    url: op.path,
    ...(token ? { token } : {}),
    ...(op.method === 'POST' ? { payload: {} } : {}),
  });

/** The rows every write of the API would touch: the same before and after a sweep of refusals. */
async function fingerprint(): Promise<string> {
  const tables = [
    'projects',
    'middleware_records',
    'notices',
    'flow_records',
    'stored_objects',
    'users',
    'roles',
    'user_roles',
    'companies',
    'app_modules',
    'wf_process_instances',
    'wf_tasks',
    'closing_applications',
    'system_notices',
  ];
  const counts = [];
  for (const table of tables) {
    const { rows } = await sql<{ n: number; v: string }>`select count(*)::int as n,
        coalesce(sum(hashtext(t::text)), 0)::text as v from ${sql.table(table)} t`.execute(
      harness.database.db,
    );
    counts.push(`${table}:${rows[0]!.n}:${rows[0]!.v}`);
  }
  return counts.join(' ');
}

describe('every route declares who may call it', () => {
  it('finds the routes of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('declares a permission of the catalogue, several of them, signed-in or anonymous on each', () => {
    const valid = (access: unknown) =>
      access === 'signed-in' ||
      access === 'anonymous' ||
      (typeof access === 'string' && isPermission(access)) ||
      (Array.isArray(access) &&
        access.length > 0 &&
        access.every((a) => typeof a === 'string' && isPermission(a)));
    expect(operations.filter((op) => !valid(op.access)).map(name)).toEqual([]);
  });

  it('lets anonymous routes answer without a token (never 401)', async () => {
    for (const op of operations.filter((o) => o.access === 'anonymous')) {
      const reply = await bare(op, undefined);
      expect(reply.statusCode, name(op)).not.toBe(401);
    }
  });

  it('asks a token of every other route (401 without one)', async () => {
    for (const op of operations.filter((o) => o.access !== 'anonymous')) {
      const reply = await bare(op, undefined);
      expect(reply.statusCode, name(op)).toBe(401);
    }
  });
});

describe('the demo roles hold what their names say (§6)', () => {
  it.each([
    ['admin', ALL_PERMISSIONS],
    ['manager', STAFF_PERMISSIONS],
    ['agent', STAFF_PERMISSIONS],
    ['viewer', READ_PERMISSIONS],
  ])('the session of %s delivers its permission list', async (user, expected) => {
    const session = resultOf(
      await call(harness.app, {
        method: 'GET',
        url: '/api/services/app/Session/GetCurrentLoginInformations',
        token: harness.tokens[user],
      }),
    );
    expect(session.grantedPermissions).toEqual(expected);
  });
});

// The full matrix, each cell a valid request answered 2xx or 403: authorisation-matrix.test.ts.
describe('an empty request to every route × every demo role', () => {
  it('is refused (403, for want of a permission) before it is read, in exactly the cells the action list refuses', async () => {
    const grants: Record<string, readonly string[]> = {
      admin: ALL_PERMISSIONS,
      manager: STAFF_PERMISSIONS,
      agent: STAFF_PERMISSIONS,
      viewer: READ_PERMISSIONS,
    };
    const refusedForPermission = (reply: Reply) =>
      reply.statusCode === 403 && String(reply.json().error?.message).startsWith('Your roles do not grant');
    const before = await fingerprint();
    const mismatches: string[] = [];
    let cells = 0;
    // Logout would end the role's session; the change stream, once let in, answers for as long as it is open.
    const apart = new Set(['/auth/logout', '/api/services/app/ProjectChanges/Watch']);
    for (const op of operations.filter((o) => o.access !== 'anonymous' && !apart.has(o.path))) {
      for (const [role, granted] of Object.entries(grants)) {
        const wanted = permissionsOf(op);
        const mayCall =
          wanted.length === 0 || wanted.some((permission) => hasActionPermission(granted, permission));
        const reply = await bare(op, harness.tokens[role]);
        cells++;
        if (refusedForPermission(reply) === mayCall) {
          mismatches.push(
            `${name(op)} as ${role}: ${reply.statusCode} ${mayCall ? 'but granted' : 'but not granted'}`,
          );
        }
      }
    }
    console.info(`refused before reading: ${cells} cells, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
    expect(await fingerprint()).toBe(before);
  }, 120_000);
});

describe('a role refused what it lacks (403), before anything is read, changing nothing', () => {
  it('refuses the viewer every write of the API: it holds query and get only', async () => {
    const before = await fingerprint();
    const refused = operations.filter((op) => {
      const wanted = permissionsOf(op);
      return wanted.length > 0 && !wanted.some((p) => hasActionPermission(READ_PERMISSIONS, p));
    });
    // Creating, saving, terminating (a save), moving the flow, records, notices, files, administration.
    expect(refused.map(name)).toEqual(
      expect.arrayContaining([
        `POST ${SPROJECT}/CreateOrUpdate`,
        `POST ${SPROJECT}/CreateOrUpdateInfo`,
        `DELETE ${SPROJECT}/Delete`,
        `POST ${SPROJECT}/CirculationProjectFlowById`,
        `POST ${SPROJECT}/SubmitClosingApplication`,
        'POST /middleware/record/create',
        'POST /middleware/record/update',
        'DELETE /middleware/record/delete',
        'POST /middleware/fusion_time_node/CreateOrUpdate',
        'POST /api/services/app/OfflineNotice/CreateOrUpdate',
        'POST /api/services/app/OfflineNotice/Publish',
        'GET /api/services/app/AbpAliOss/GetSign',
        'DELETE /api/services/app/AbpAliOss/Delete',
        'POST /workflow/process/start',
        'POST /workflow/process/circulate',
        'POST /workflow/task/claim',
        `POST ${USER}/Create`,
        `GET ${USER}/GetPaged`,
        'POST /api/services/app/SystemNotice/Create',
        'POST /api/services/app/SystemNotice/Withdraw',
      ]),
    );
    for (const op of refused) {
      const reply = await bare(op, harness.tokens.viewer);
      expect(reply.statusCode, `${name(op)}: ${reply.body}`).toBe(403);
      expect(reply.json().error.message, name(op)).toMatch(/^Your roles do not grant /);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('refuses an agent every administration route', async () => {
    const administration = operations.filter((op) => permissionsOf(op).some(isAdministrationPermission));
    expect(administration.map(name)).toEqual(
      expect.arrayContaining([`GET ${USER}/GetPaged`, `DELETE ${ROLE}/Delete`, `POST ${MODULE}/Reorder`]),
    );
    const before = await fingerprint();
    for (const op of administration) {
      const reply = await bare(op, harness.tokens.agent);
      expect(reply.statusCode, `${name(op)}: ${reply.body}`).toBe(403);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('lets the viewer read: lists, a project, its deadlines, its steps, records, notices and a file link', async () => {
    const get = (url: string) => call(harness.app, { method: 'GET', url, token: harness.tokens.viewer });
    const page = resultOf(await get(`${SPROJECT}/GetPaged?MaxResultCount=1`));
    const id = page.items[0].id;
    for (const url of [
      `${SPROJECT}/GetSprojectDetail?id=${id}`,
      `${SPROJECT}/GetForEdit?id=${id}`,
      `/api/services/app/Compliance/GetDeadlines?projectId=${id}`,
      `/api/services/app/EProjectFlowNode/GetPaged?Filter=projectId=${id}`,
      `/middleware/record/getPaged?Filter=projectId=${id}`,
      `/api/services/app/OfflineNotice/GetPaged?Filter=projectId=${id}`,
      '/api/services/app/Home/GetWorkbench',
      `/middleware/fusion_project_summary/reflash?pid=${id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('opens the signed-in routes to a role granting nothing, and refuses it every permission', async () => {
    const nobody = await staffWithGrants(harness.app, harness.tokens.admin!, []);
    const get = (url: string) => call(harness.app, { method: 'GET', url, token: nobody.token });
    const session = resultOf(await get('/api/services/app/Session/GetCurrentLoginInformations'));
    expect(session).toMatchObject({ roleNames: [nobody.roleName], grantedPermissions: [] });
    expect(session.user.mustChangeCredentials).toBe(false);
    expect((await get(`${MODULE}/GetPaged`)).statusCode).toBe(200);
    expect((await get(`/workflow/user/get?userName=${nobody.userName}`)).statusCode).toBe(404);
    const refused = await get(`${SPROJECT}/GetPaged`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your roles do not grant project.query');
  });
});

describe('a permission is checked in addition to the §6 step rules, never instead', () => {
  it('refuses record writes on a step whose flowRoles the role is not in (ADR 0007), with record.add', async () => {
    const clerk = await staffWithGrants(harness.app, harness.tokens.admin!, [
      'project.query',
      'project.get',
      'record.add',
    ]);
    const project = resultOf(
      await call(harness.app, {
        method: 'POST',
        url: `${SPROJECT}/CreateOrUpdate`,
        token: harness.tokens.agent,
        payload: { projectName: '权限测试', projectNum: freshName('PERM'), biddingMethod: '公开招标' },
      }),
    );
    // The first step of open tendering names Admin, ProjectManager and Agent (demo templates).
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/middleware/record/create',
      token: clerk.token,
      payload: { type: 'signUp', projectId: project.id, supplierName: '甲', signUp_state: '1' },
    });
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json().error.message).toContain('role-not-in-step');
  });

  it('demands the exact permission of a create-or-update: project.edit does not create', async () => {
    const editor = await staffWithGrants(harness.app, harness.tokens.admin!, [
      'project.query',
      'project.get',
      'project.edit',
    ]);
    const before = await fingerprint();
    const reply = await call(harness.app, {
      method: 'POST',
      url: `${SPROJECT}/CreateOrUpdate`,
      token: editor.token,
      payload: { projectName: '不该创建', projectNum: freshName('NOPE'), biddingMethod: '公开招标' },
    });
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json().error.message).toBe('Your roles do not grant project.add');
    expect(await fingerprint()).toBe(before);
  });
});

describe('a temporary password opens only the session (with its company), logout and changing it', () => {
  const open = new Set([
    'GET /api/services/app/Session/GetCurrentLoginInformations',
    'GET /api/services/app/AbpCompany/GetById',
    'POST /auth/logout',
    `POST ${USER}/ChangePassword`,
  ]);

  it('refuses every other route (403 with the reason), however much the roles grant', async () => {
    const userName = freshName('temp');
    resultOf(
      await call(harness.app, {
        method: 'POST',
        url: `${USER}/Create`,
        token: harness.tokens.admin,
        payload: { userName, name: userName, roleNames: ['Admin'], password: 'Temp-2026!' },
      }),
    );
    const login = resultOf(await loginWith(harness.app, userName, 'Temp-2026!'));
    expect(login.mustChangeCredentials).toBe(true);
    const before = await fingerprint();
    const gated = operations.filter((op) => op.access !== 'anonymous' && !open.has(name(op)));
    for (const op of gated) {
      const reply: Reply = await bare(op, login.accessToken);
      expect(reply.statusCode, `${name(op)}: ${reply.body}`).toBe(403);
      expect(reply.json().error.message, name(op)).toBe(PASSWORD_CHANGE_REQUIRED);
    }
    expect(await fingerprint()).toBe(before);
    const session = await call(harness.app, {
      method: 'GET',
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      token: login.accessToken,
    });
    expect(resultOf(session).user.mustChangeCredentials).toBe(true);
  });
});

describe('the sign-in WebSocket reads step records: record.query (4403 without it)', () => {
  it('refuses a token whose roles grant no record.query, and a temporary password', async () => {
    const nobody = await staffWithGrants(harness.app, harness.tokens.admin!, ['project.query']);
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = harness.app.server.address() as { port: number };
    const url = signInFeedUrl(`http://127.0.0.1:${port}`);
    const refused = await connectFeed(url);
    refused.send({ method: 'authenticate', params: { token: nobody.token } });
    const message = await refused.nth(1);
    expect(message.error).toMatchObject({
      code: 'NOT_PERMITTED',
      message: 'Your roles do not grant record.query',
    });
    expect(await refused.closed).toBe(4403);
    const projects = resultOf(
      await call(harness.app, {
        method: 'GET',
        url: `${SPROJECT}/GetPaged?MaxResultCount=1`,
        token: harness.tokens.viewer,
      }),
    );
    const reader = await connectFeed(url);
    reader.send({ method: 'authenticate', params: { token: harness.tokens.viewer } });
    reader.send({
      method: 'getPaged',
      params: { Filter: `type=signIn,projectId=${projects.items[0].id}`, MaxResultCount: 500 },
    });
    expect((await reader.nth(1)).success).toBe(true);
    reader.close();
  });
});
