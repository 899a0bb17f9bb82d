import { isAdmin, NotPermittedError, serverRoles } from '@tender/domain';
import type { Kysely } from 'kysely';
import { type RequestScope, scopeOf } from '../adapters/request-scope';
import type { AuthSession } from '../auth/access-tokens';
import type { Database } from '../db/schema';

/** Who calls the engine: the request scope plus the login name, by which the engine knows users. */
export interface WorkflowCaller {
  readonly scope: RequestScope;
  readonly loginName: string;
}

export async function workflowCallerOf(db: Kysely<Database>, session: AuthSession): Promise<WorkflowCaller> {
  return { scope: await scopeOf(db, session), loginName: session.userName };
}

/**
 * The engine's account rules: registration after login (§7) lets every user register and bind
 * themselves, to their own tenant and to the groups of their own roles — so nobody can make themselves
 * a candidate of a step their roles do not reach. An Admin may do it for anyone in the tenant.
 */
export function assertMayActFor(caller: WorkflowCaller, userName: string): void {
  if (isAdmin(caller.scope.roleNames) || caller.loginName === userName) return;
  throw new NotPermittedError('Only an Admin may act for another workflow user');
}

export function assertMayJoinGroup(caller: WorkflowCaller, userName: string, groupId: string): void {
  assertMayActFor(caller, userName);
  if (isAdmin(caller.scope.roleNames) || serverRoles(caller.scope.roleNames).includes(groupId)) return;
  throw new NotPermittedError(
    `Only an Admin may bind a user to the group ${groupId}, a role they do not hold`,
  );
}

export function assertMayInsertTenant(caller: WorkflowCaller, wfTenantId: string): void {
  if (isAdmin(caller.scope.roleNames) || wfTenantId === String(caller.scope.tenantId)) return;
  throw new NotPermittedError('Only an Admin may register a workflow tenant other than their own tenant');
}
