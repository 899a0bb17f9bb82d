import { furthestReachedNode, type NavigableNode, type NavigableProject } from '../flow/flow-navigation';
import { type JumpingUser, mayJump } from '../permissions/may-jump';
import { FLOW_MOVE, grants } from './decide-advance';

/**
 * Why a process jump is refused (§4 jump, §6), as stable codes:
 * - no-flow: the project has no steps to jump between;
 * - not-viewing-furthest-step: the caller acted on a step the project is not at (a stale screen);
 * - not-admin-or-manager: only the Admin role or the project's projectManager may jump (§6);
 * - action-not-granted: the caller's permission action list lacks moving flows (`flow.edit`, §6);
 * - no-such-step: the target is not a step of this flow.
 */
export type JumpRefusal =
  | 'no-flow'
  | 'not-viewing-furthest-step'
  | 'not-admin-or-manager'
  | 'action-not-granted'
  | 'no-such-step';

export interface JumpInput<N extends NavigableNode = NavigableNode> {
  readonly nodes: readonly N[];
  readonly project: NavigableProject & { readonly projectManager?: number | null };
  readonly user: JumpingUser;
  /** The target step, by id or by name (a CLI user types either); omit to ask whether jumping is offered. */
  readonly to?: number | string | undefined;
  /** As in AdvanceInput: the caller's action list, when known. */
  readonly grantedPermissions?: readonly string[] | undefined;
  /** As in AdvanceInput: the step the caller acts on; undefined when the caller does not say. */
  readonly viewingNodeId?: number | null | undefined;
}

export interface JumpDecision<N extends NavigableNode = NavigableNode> {
  readonly allowed: boolean;
  readonly reasons: readonly JumpRefusal[];
  readonly from: N | undefined;
  readonly to: N | undefined;
}

/**
 * The one home of "may this user jump this project's flow, to that step" (§4, §6): the exception menu
 * (whether process jump is offered), the JumpFlow use case on every side and the CLI derive from it.
 */
export function decideJump<N extends NavigableNode>(input: JumpInput<N>): JumpDecision<N> {
  const from = furthestReachedNode(input.nodes, input.project);
  const to = targetOf(input.nodes, input.to);
  const reasons: JumpRefusal[] = [];
  if (!from) reasons.push('no-flow');
  if (from && input.viewingNodeId !== undefined && input.viewingNodeId !== from.id) {
    reasons.push('not-viewing-furthest-step');
  }
  if (!mayJump(input.user, input.project)) reasons.push('not-admin-or-manager');
  if (!grants(input.grantedPermissions, FLOW_MOVE)) reasons.push('action-not-granted');
  if (input.to !== undefined && !to) reasons.push('no-such-step');
  return { allowed: reasons.length === 0, reasons, from, to };
}

function targetOf<N extends NavigableNode>(
  nodes: readonly N[],
  to: number | string | undefined,
): N | undefined {
  if (to === undefined) return undefined;
  const wanted = String(to).trim();
  return nodes.find((node) => String(node.id) === wanted || node.nodeName === wanted);
}
