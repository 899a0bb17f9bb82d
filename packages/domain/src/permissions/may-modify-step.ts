import { ProjectState } from '../projects/project-state';
import { serverRoles } from './effective-roles';

/** The project fields the modify rule reads. */
export interface ModifiableProject {
  readonly state: number;
  readonly auditState?: string | null;
}

/** The step fields the modify rule reads. */
export interface ModifiableStep {
  readonly flowRoles: readonly string[];
}

/**
 * Why a step is read-only, as stable codes the UI and CLI translate:
 * - read-only-state: the project is not running (state 5 terminated/re-tendered, 8 cancelled, …);
 * - awaiting-audit: auditState is set (e.g. "13", awaiting closing);
 * - role-not-in-step: the step names flowRoles and the user holds none of them;
 * - no-such-step: there is no step to modify (an empty flow or an unknown node).
 */
export type ModifyStepRefusal = 'read-only-state' | 'awaiting-audit' | 'role-not-in-step' | 'no-such-step';

export type ModifyStepDecision =
  | { readonly allowed: true; readonly reason?: undefined }
  | { readonly allowed: false; readonly reason: ModifyStepRefusal };

/** Why the project as a whole is read-only, or undefined while it runs unaudited (§4 state 3, §6). */
export function projectReadOnlyReason(
  project: ModifiableProject,
): Extract<ModifyStepRefusal, 'read-only-state' | 'awaiting-audit'> | undefined {
  if (project.state !== ProjectState.Running) return 'read-only-state';
  // Only null/undefined count as "no audit": any value, even '', means an audit is pending (§4 "auditState is null").
  if (project.auditState !== null && project.auditState !== undefined) return 'awaiting-audit';
  return undefined;
}

/** Whether the project is read-only for everyone: state 5 or 8, or auditState set (§4, §6). */
export function isReadOnlyProject(project: ModifiableProject): boolean {
  return projectReadOnlyReason(project) !== undefined;
}

/** Whether the user may modify the step, with the reason when not (§6 "a user may modify a step only if …"). */
export function decideModifyStep(
  project: ModifiableProject,
  node: ModifiableStep | undefined,
  roleNames: readonly string[],
): ModifyStepDecision {
  const readOnly = projectReadOnlyReason(project);
  if (readOnly) return { allowed: false, reason: readOnly };
  if (!node) return { allowed: false, reason: 'no-such-step' };
  if (node.flowRoles.length === 0) return { allowed: true };
  const roles = serverRoles(roleNames);
  return node.flowRoles.some((role) => roles.includes(role))
    ? { allowed: true }
    : { allowed: false, reason: 'role-not-in-step' };
}

/** Whether the user may modify the step: state 3, auditState null, and no flowRoles or a shared role (§6). */
export function mayModifyStep(
  project: ModifiableProject,
  node: ModifiableStep | undefined,
  roleNames: readonly string[],
): boolean {
  return decideModifyStep(project, node, roleNames).allowed;
}
