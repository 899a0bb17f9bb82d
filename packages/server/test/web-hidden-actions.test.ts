import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALL_PERMISSIONS,
  isAdministrationPermission,
  isPermission,
  LIBRARY_KINDS,
  type Permission,
} from '@tender/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, testClock, useTestApp } from './harness';
import type { FixtureWorld } from './support/audit/fixture-helpers';
import type { WriteRequest } from './support/audit/write-fixture';
import { writeFixtures } from './support/audit/write-fixtures';
import { readRequests } from './support/matrix/read-requests';
import { staffWithGrants } from './support/organisation';
import { ProjectApi } from './support/project-api';

/**
 * What the web hides, the API refuses (§6, ADR 0014). The web hides an action behind a permission of the
 * session through a handful of calls; this reads every such call from the web's source, and sends each
 * route that declares the permission a valid request as a user granted everything else a staff role may
 * hold. The web's
 * other hiding rules (jump, delete, a step's flowRoles) are domain functions the server calls itself:
 * the matrix (authorisation-matrix.test.ts) and sproject.test.ts prove those.
 */
const WEB_SOURCE = join(import.meta.dirname, '../../web/src');
/** The calls by which the web asks whether the session holds a permission. */
const GATE = /\b(?:permits|sessionPermits|mayWrite|mayWriteProject)\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every permission the web's source gates an action on, a library's `${kind}.action` for each kind. */
function permissionsTheWebGatesOn(): Permission[] {
  const found = new Set<string>();
  for (const file of sourceFiles(WEB_SOURCE)) {
    for (const [, args] of readFileSync(file, 'utf8').matchAll(GATE)) {
      for (const [, literal] of args!.matchAll(/'([a-zA-Z]+\.[a-zA-Z]+)'/g)) found.add(literal!);
      for (const [, action] of args!.matchAll(/`\$\{kind\}\.([a-zA-Z]+)`/g)) {
        for (const kind of LIBRARY_KINDS) found.add(`${kind}.${action}`);
      }
    }
  }
  return [...found].filter(isPermission).sort();
}

const SSO_SECRET = 'user-centre-shared-secret-0123456789abcdef';
const time = testClock(new Date('2026-03-01T08:00:00Z'));
let api: ProjectApi;
const world = (): FixtureWorld => ({
  api,
  database: harness.database,
  clock: time.clock,
  ssoSecret: SSO_SECRET,
});
const writes = writeFixtures(world);
const reads = readRequests(world);
/** Each route of the OpenAPI document, with the permissions it declares (none: signed-in or anonymous). */
let declared: { route: string; permissions: readonly string[] }[] = [];

const harness = useTestApp({
  config: {
    clock: time.clock,
    ssoProviders: { UserCenter: { secret: SSO_SECRET, platformIds: [] } },
  },
});
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app, 3);
  const document = harness.app.swagger() as {
    paths: Record<string, Record<string, { 'x-access'?: unknown }>>;
  };
  declared = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const access = operation['x-access'];
      const permissions = Array.isArray(access)
        ? access
        : typeof access === 'string' && isPermission(access)
          ? [access]
          : [];
      return { route: `${method.toUpperCase()} ${path}`, permissions };
    }),
  );
});

async function requestOf(route: string): Promise<WriteRequest> {
  const read = reads[route];
  return read ? { url: await read() } : writes[route]!.request();
}

describe('every action the web hides, the API refuses', () => {
  const gated = permissionsTheWebGatesOn();

  it('reads the permissions the web gates on from its source', () => {
    // The scan must see the web's gates of every kind: a page's, a library's, a step's, a row's.
    expect(gated).toEqual(
      expect.arrayContaining([
        'project.delete',
        'bidder.import',
        'purchaser.export',
        'record.add',
        'user.disable',
      ]),
    );
    expect(gated.length).toBeGreaterThan(30);
  });

  it.each(gated)(
    'without %s: each route declaring it refuses a valid request, naming it',
    async (permission) => {
      const routes = declared.filter((d) => d.permissions.includes(permission));
      expect(
        routes,
        `no route declares ${permission}: the web hides an action the API has no call for`,
      ).not.toEqual([]);
      // Administration is the Admin role's alone: a staff role may hold every other permission.
      const holder = await staffWithGrants(
        harness.app,
        api.tokens.admin!,
        ALL_PERMISSIONS.filter((p) => p !== permission && !isAdministrationPermission(p)),
      );
      let refusals = 0;
      for (const { route, permissions } of routes) {
        const request = await requestOf(route);
        if (request.user === null) continue;
        const reply = await call(harness.app, {
          method: route.split(' ')[0] as 'GET' | 'POST' | 'DELETE',
          url: request.url,
          tenantId: 3,
          token: holder.token,
          ...(request.payload ? { payload: request.payload } : {}),
          ...(request.headers ? { headers: request.headers } : {}),
        });
        const refusedForPermission =
          reply.statusCode === 403 &&
          String(reply.json().error.message).startsWith('Your roles do not grant');
        // A route open to several permissions answers by what the request does (a create needs add, an
        // update edit): it may answer, or refuse on another rule, but a refusal for want of one names this.
        if (permissions.length > 1 && !refusedForPermission) continue;
        expect(reply.statusCode, `${route}: ${reply.body}`).toBe(403);
        expect(reply.json().error.message, route).toContain(permission);
        refusals++;
      }
      expect(refusals, `no route refused a request for want of ${permission}`).toBeGreaterThan(0);
    },
  );
});
