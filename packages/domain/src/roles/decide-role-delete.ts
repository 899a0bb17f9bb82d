import { isAdmin } from '../permissions/effective-roles';

/** What uses a role: the users who hold it and the flow template steps whose flowRoles name it (§3). */
export interface RoleUsage {
  readonly users: readonly { readonly userName: string; readonly name: string }[];
  readonly flowTemplateSteps: readonly { readonly templateName: string; readonly nodeName: string }[];
}

export type RoleDeleteDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'built-in' | 'in-use'; readonly usedBy: readonly string[] };

/**
 * Whether a role may be deleted. The built-in Admin never may (it is who administers the tenant, §6). A
 * role still in use may not either: a user would silently lose what it grants, and a template step naming
 * it would become editable by nobody holding it — so the refusal lists every user and step that uses it,
 * for the administrator to change first.
 */
export function decideRoleDelete(roleName: string, usage: RoleUsage): RoleDeleteDecision {
  if (isAdmin([roleName])) return { allowed: false, reason: 'built-in', usedBy: [] };
  const usedBy = [
    ...usage.users.map((user) => `user ${user.userName} (${user.name})`),
    ...usage.flowTemplateSteps.map((step) => `flow template ${step.templateName}, step ${step.nodeName}`),
  ];
  return usedBy.length === 0 ? { allowed: true } : { allowed: false, reason: 'in-use', usedBy };
}
