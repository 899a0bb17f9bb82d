import {
  ALL_PERMISSIONS,
  hasActionPermission,
  isPermission,
  READ_PERMISSIONS,
  STAFF_PERMISSIONS,
} from '@tender/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Reply, testClock, useTestApp } from './harness';
import type { FixtureWorld } from './support/audit/fixture-helpers';
import type { WriteRequest } from './support/audit/write-fixture';
import { writeFixtures } from './support/audit/write-fixtures';
import { readRequests } from './support/matrix/read-requests';
import { ProjectApi } from './support/project-api';

/**
 * The authorisation matrix (ASVS V8.2): every route of the OpenAPI document × every demo role, each
 * cell a valid request — the audit walk's write fixtures, the reads of support/matrix. A cell answers
 * 2xx exactly when the role's permissions (ADR 0014) and §6's own rules grant the call, and 403
 * otherwise; a refused cell wrote nothing (no audit row, ADR 0012). Another tenant's data answering 404
 * is tenant-isolation.test.ts's sweep.
 */
const SSO_SECRET = 'user-centre-shared-secret-0123456789abcdef';
const ROLES = {
  admin: ALL_PERMISSIONS,
  manager: STAFF_PERMISSIONS,
  agent: STAFF_PERMISSIONS,
  viewer: READ_PERMISSIONS,
};
type Role = keyof typeof ROLES;

/**
 * Calls a permission opens that a rule of the data still narrows, with the roles each leaves them to. The
 * fixtures' projects were created by the admin with the manager as project manager; their files were
 * uploaded by the admin; their workflow calls act for another user than the caller.
 */
const NARROWED: Readonly<Record<string, { readonly roles: readonly Role[]; readonly rule: string }>> = {
  ...Object.fromEntries(
    [
      'DELETE /api/services/app/Sproject/Delete',
      'POST /api/services/app/Sproject/SubmitClosingApplication',
    ].map((route) => [
      route,
      { roles: ['admin', 'manager'], rule: 'an Admin, the project manager or the creator' },
    ]),
  ),
  'DELETE /api/services/app/AbpAliOss/Delete': { roles: ['admin'], rule: 'the uploader or an Admin' },
  ...Object.fromEntries(
    [
      'POST /middleware/record/create',
      'POST /middleware/record/update',
      'DELETE /middleware/record/delete',
    ].map((route) => [
      route,
      // §6, ADR 0007: the roles of the step, here open tendering's second (Admin, ProjectManager).
      { roles: ['admin', 'manager'], rule: "the step's flowRoles" },
    ]),
  ),
  ...Object.fromEntries(
    [
      'POST /workflow/task/claim',
      'POST /workflow/user/insert',
      'POST /workflow/user/tenant/bind',
      'POST /workflow/user/group/bind',
      'POST /workflow/tenant/insert',
    ].map((route) => [
      route,
      { roles: ['admin'], rule: 'an Admin acts for another workflow user or tenant' },
    ]),
  ),
};

let api: ProjectApi;
const time = testClock(new Date('2026-03-01T08:00:00Z'));
const world = (): FixtureWorld => ({
  api,
  database: harness.database,
  clock: time.clock,
  ssoSecret: SSO_SECRET,
});
const writes = writeFixtures(world);
const reads = readRequests(world);

interface Operation {
  readonly route: string;
  readonly access: unknown;
}
let operations: Operation[] = [];

const harness = useTestApp({
  config: {
    clock: time.clock,
    ssoProviders: { UserCenter: { secret: SSO_SECRET, platformIds: [] } },
  },
});
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app, 3, Object.keys(ROLES));
  const document = harness.app.swagger() as {
    paths: Record<string, Record<string, { 'x-access'?: unknown }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      access: operation['x-access'],
    })),
  );
});

/** Whether the role's permissions open the route (ADR 0014), and the rules of its data leave it to the role. */
function granted(operation: Operation, role: Role): boolean {
  const { access, route } = operation;
  const wanted = Array.isArray(access)
    ? access
    : typeof access === 'string' && isPermission(access)
      ? [access]
      : [];
  const permitted =
    wanted.length === 0 || wanted.some((permission) => hasActionPermission(ROLES[role], permission));
  return permitted && (NARROWED[route]?.roles.includes(role) ?? true);
}

/** The cell's request: a fresh one per role, as that role unless it carries its own caller (`user: null`). */
async function requestOf(route: string): Promise<WriteRequest> {
  const read = reads[route];
  if (read) return { method: undefined, url: await read(), user: 'admin' };
  const fixture = writes[route];
  if (!fixture)
    throw new Error(`no request for ${route}: add one to test/support/audit or test/support/matrix`);
  return fixture.request();
}

let sequence = 0;
async function send(route: string, request: WriteRequest, role: Role, requestId: string): Promise<Reply> {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'DELETE';
  const token = request.user === null ? undefined : api.tokens[role];
  return call(harness.app, {
    method,
    url: request.url,
    tenantId: request.tenantId ?? 3,
    ...(token ? { token } : {}),
    ...(request.payload ? { payload: request.payload } : {}),
    headers: { 'x-request-id': requestId, ...request.headers },
  });
}

const auditRowsOf = async (requestId: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from audit_log where request_id = ${requestId}`.execute(
        harness.database.db,
      )
    ).rows[0]!.n,
  );

describe('the authorisation matrix: every route × every demo role, each a valid request', () => {
  // The change stream, once let in, answers for as long as it is open: project-change-stream.test.ts.
  const apart = new Set(['GET /api/services/app/ProjectChanges/Watch']);

  it('has a request for every route of the OpenAPI document', () => {
    const missing = operations.filter((op) => !apart.has(op.route) && !reads[op.route] && !writes[op.route]);
    expect(missing.map((op) => op.route)).toEqual([]);
    const known = new Set(operations.map((op) => op.route));
    expect(Object.keys(reads).filter((route) => !known.has(route))).toEqual([]);
  });

  it('answers 2xx exactly where the role is granted, 403 elsewhere, and a refusal writes nothing', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    let refused = 0;
    for (const operation of operations.filter((op) => !apart.has(op.route))) {
      for (const role of Object.keys(ROLES) as Role[]) {
        const requestId = `matrix-${++sequence}`;
        const reply = await send(operation.route, await requestOf(operation.route), role, requestId);
        const wanted = granted(operation, role);
        cells++;
        const answered = reply.statusCode >= 200 && reply.statusCode < 300;
        if (!wanted) refused++;
        if (wanted && !answered) {
          mismatches.push(
            `${operation.route} as ${role}: ${reply.statusCode} but granted: ${reply.body.slice(0, 200)}`,
          );
        } else if (!wanted && reply.statusCode !== 403) {
          mismatches.push(`${operation.route} as ${role}: ${reply.statusCode} but not granted`);
        } else if (!wanted && (await auditRowsOf(requestId)) > 0) {
          mismatches.push(`${operation.route} as ${role}: refused, yet it wrote an audit row`);
        }
      }
    }
    console.info(
      `authorisation matrix: ${cells} cells (${refused} refused), ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  }, 600_000);
});
