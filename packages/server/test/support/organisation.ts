import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type Reply } from '../harness';

export const USER = '/api/services/app/User';
export const ROLE = '/api/services/app/Role';
export const COMPANY = '/api/services/app/AbpCompany';
export const MODULE = '/api/services/app/AppModule';

/** The fields a 400 reply names. */
export const fieldsOf = (reply: Reply): string[] =>
  (reply.json().error.validationErrors as { members: string[] }[]).flatMap((v) => v.members);

/**
 * A call as a signed-in user: `user` names one of `tokens` (admin, agent …) or is a token itself. The
 * tokens are read at each call, so a suite may sign in after building it.
 */
export function callAs(app: () => FastifyInstance, tokens: () => Record<string, string>) {
  return (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    call(app(), { method, url, token: tokens()[user] ?? user, ...(payload ? { payload } : {}) });
}

/** The result of a reply that must be 200. */
export function resultOf(reply: Reply) {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result;
}

/** Logs a user in with a password of their own; the whole login result. */
export async function loginWith(app: FastifyInstance, userName: string, password: string, tenantId = 3) {
  return call(app, {
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    tenantId,
    payload: { userNameOrEmailAddress: userName, password },
  });
}

let sequence = 0;

/** A user name nobody has taken yet in this test run. */
export function freshName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}

/**
 * Creates, as the Admin, a role with these grants and a user holding it; the user logs in with the
 * temporary password and changes it, as the login flow makes them. Returns the user's working token.
 */
export async function staffWithGrants(
  app: FastifyInstance,
  adminToken: string,
  grants: readonly string[],
  options: { tenantId?: number } = {},
): Promise<{ token: string; userName: string; userId: number; roleName: string; password: string }> {
  const tenantId = options.tenantId ?? 3;
  const roleName = freshName('Role').replaceAll('.', '-');
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    call(app, { method, url, token: adminToken, tenantId, ...(payload ? { payload } : {}) });
  resultOf(
    await admin('POST', `${ROLE}/Create`, {
      name: roleName,
      displayName: roleName,
      grantedPermissions: grants,
    }),
  );
  const userName = freshName('staff');
  const user = resultOf(
    await admin('POST', `${USER}/Create`, {
      userName,
      name: userName,
      roleNames: [roleName],
      password: 'Temp-2026!',
    }),
  );
  const temporary = resultOf(await loginWith(app, userName, 'Temp-2026!', tenantId));
  const password = 'Mine-2026!';
  resultOf(
    await call(app, {
      method: 'POST',
      url: `${USER}/ChangePassword`,
      token: temporary.accessToken,
      tenantId,
      payload: { currentPassword: 'Temp-2026!', newPassword: password },
    }),
  );
  return { token: temporary.accessToken, userName, userId: user.id, roleName, password };
}

/**
 * A company of the tenant and an Agent who belongs to it, created through the routes by the Admin: the
 * company a project's registering staff are of (an agency's projects, domain namesAgency).
 */
export async function companyWithStaff(
  as: ReturnType<typeof callAs>,
  companyName: string,
): Promise<{ company: { id: number; name: string }; staffId: number }> {
  const company = resultOf(await as('admin', 'POST', `${COMPANY}/Create`, { name: companyName })) as {
    id: number;
    name: string;
  };
  const staff = resultOf(
    await as('admin', 'POST', `${USER}/Create`, {
      userName: freshName('staff'),
      name: '代理员',
      companyId: company.id,
      roleNames: ['Agent'],
      password: 'Temp-2026!',
    }),
  ) as { id: number };
  return { company, staffId: staff.id };
}
