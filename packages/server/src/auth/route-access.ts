import {
  hasActionPermission,
  NotPermittedError,
  PASSWORD_CHANGE_REQUIRED,
  type Permission,
  refusal,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthSession } from './access-tokens';
import { sessionOf } from './authenticate-request';

/**
 * What a route asks of its caller (ADR 0014), declared on every route as `config.access`:
 * - a permission `area.action` (§6) the caller's roles must grant;
 * - several permissions, any of which lets the request in — for a route that both creates and updates,
 *   whose handler then demands the exact one (`demandPermission`);
 * - `signed-in`: any signed-in user (their own session, logout, their own password, the lists the shell
 *   loads for everyone, registering oneself with the workflow engine);
 * - `anonymous`: no token at all (login, tenant lookup, server time, the signed object transfers).
 */
export type RouteAccess = Permission | readonly Permission[] | 'signed-in' | 'anonymous';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route declares it (test/route-permissions.test.ts). */
    access?: RouteAccess;
    /** Also served while the caller's temporary password is unchanged (session, logout, changing it). */
    whileCredentialsMustChange?: boolean;
  }
}

/** Why the session may not call a route so declared, or undefined when it may. */
export function accessRefusal(
  session: Pick<AuthSession, 'grantedPermissions' | 'mustChangeCredentials'>,
  access: RouteAccess | undefined,
  whileCredentialsMustChange = false,
): string | undefined {
  if (session.mustChangeCredentials && !whileCredentialsMustChange) return PASSWORD_CHANGE_REQUIRED;
  // Fail closed: a route that forgot its declaration is refused, never open.
  if (access === undefined) return refusal('noPermissionDeclared');
  if (access === 'signed-in' || access === 'anonymous') return undefined;
  const wanted: readonly Permission[] = typeof access === 'string' ? [access] : access;
  if (wanted.some((permission) => hasActionPermission(session.grantedPermissions, permission))) {
    return undefined;
  }
  return refusal('rolesDoNotGrant', { permissions: wanted.join(' or ') });
}

/**
 * The onRequest hook of the authenticated scope, after authentication: refuses (403) a caller whose roles
 * lack the route's permission, or whose temporary password is still unchanged — before the body is even
 * read, so a refused request learns nothing from validation. The §6 step rules (flowRoles, may-modify)
 * still apply inside the handlers: a permission is needed in addition, never instead.
 */
export async function authorizeRequest(request: FastifyRequest): Promise<void> {
  const { access, whileCredentialsMustChange } = request.routeOptions.config;
  const denied = accessRefusal(sessionOf(request), access, whileCredentialsMustChange);
  if (denied) throw new NotPermittedError(denied);
}

/** Inside a handler: the exact permission of what the request turned out to do (create or update). */
export function demandPermission(request: FastifyRequest, permission: Permission): void {
  const denied = accessRefusal(sessionOf(request), permission, true);
  if (denied) throw new NotPermittedError(denied);
}

/** The OpenAPI transform, adding each operation's declared access as `x-access` for clients and tests. */
export function documentAccess<Input extends { schema?: unknown; route: { config?: unknown } }, Output>(
  transform: (input: Input) => Output,
): (input: Input) => Output {
  return (input) => {
    const output = transform(input) as Output & { schema?: Record<string, unknown> };
    const access = (input.route.config as { access?: RouteAccess } | undefined)?.access;
    if (access === undefined || output.schema?.hide) return output;
    return { ...output, schema: { ...output.schema, 'x-access': access } };
  };
}
