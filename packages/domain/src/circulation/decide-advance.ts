import { nodeAfter } from '../flow/find-node';
import { furthestReachedNode, type NavigableNode, type NavigableProject } from '../flow/flow-navigation';
import { hasActionPermission } from '../permissions/has-action-permission';
import { decideModifyStep, type ModifyStepRefusal } from '../permissions/may-modify-step';
import type { Blocker } from './blockers';

/** The permission that moves a project's flow: next, jump, to closing (§6 action list, ADR 0014). */
export const FLOW_MOVE = 'flow.edit';

/** Whether an action list, when the caller knows it, holds a permission. */
export function grants(granted: readonly string[] | undefined, permission: string): boolean {
  return granted === undefined || hasActionPermission(granted, permission);
}

/**
 * Why a project may not move to its next step now (§4 next step, §5, §6), as stable codes:
 * - the ModifyStepRefusal codes: the project is read-only, or the user holds none of the step's roles,
 *   or there is no step at all ('no-such-step');
 * - action-not-granted: the caller's permission action list lacks moving flows (`flow.edit`, §6);
 * - not-viewing-furthest-step: the caller acted on a step the project is not at (an earlier step on
 *   screen, a stale screen, a double click);
 * - last-step: the current step has no step after it (nextNodeId 0): the project goes to closing instead;
 * - circulation-condition-not-met: blocking messages exist (§5). Only reported when nothing else refuses,
 *   since the checks are worth reading only for a move that could otherwise happen.
 */
export type AdvanceRefusal =
  | ModifyStepRefusal
  | 'action-not-granted'
  | 'not-viewing-furthest-step'
  | 'last-step'
  | 'circulation-condition-not-met';

export interface AdvanceInput<N extends NavigableNode = NavigableNode, B = Blocker> {
  readonly nodes: readonly N[];
  readonly project: NavigableProject;
  readonly roleNames: readonly string[];
  /**
   * The caller's permission action list (§6, ADR 0014), when known: moving a flow needs `flow.edit`.
   * Omitted, the list is not checked here (the server checks it at the route).
   */
  readonly grantedPermissions?: readonly string[] | undefined;
  /** The blocking messages of leaving the current step (§5), as read for it. */
  readonly blockers: readonly B[];
  /**
   * The step the caller acts on: the step on screen, or the one a tool read. Undefined when the caller
   * does not say (a tool that reads the project just before); null when no step is on screen.
   */
  readonly viewingNodeId?: number | null | undefined;
}

/** A decision with its reasons: an allowed move names both of its steps. */
export type AdvanceDecision<N extends NavigableNode = NavigableNode, B = Blocker> =
  | {
      readonly allowed: true;
      /** Empty. */
      readonly reasons: readonly AdvanceRefusal[];
      readonly blockers: readonly B[];
      readonly from: N;
      readonly to: N;
    }
  | {
      readonly allowed: false;
      /** Every reason the move is refused, in the order the rules apply. */
      readonly reasons: readonly AdvanceRefusal[];
      /** The blocking messages behind 'circulation-condition-not-met'. */
      readonly blockers: readonly B[];
      /** The step the project is at (the furthest reached one), if the flow has steps. */
      readonly from: N | undefined;
      /** The step it would move to, if there is one. */
      readonly to: N | undefined;
    };

/**
 * The one home of "may this project move to the next step, and if not, why" (§4, §5, §6). The next-step
 * button, the AdvanceFlow use case (on the client, in the CLI and on the server) and the CLI's refusals
 * all derive from it. Pure: the caller reads the project, its steps and the blockers first.
 */
export function decideAdvance<N extends NavigableNode, B = Blocker>(
  input: AdvanceInput<N, B>,
): AdvanceDecision<N, B> {
  const from = furthestReachedNode(input.nodes, input.project);
  const to = from ? nodeAfter(input.nodes, from.id) : undefined;
  const reasons = refusalsBeforeChecks(input, from, to);
  if (reasons.length === 0 && input.blockers.length > 0) reasons.push('circulation-condition-not-met');
  const blockers = input.blockers;
  if (reasons.length === 0 && from && to) return { allowed: true, reasons: [], blockers, from, to };
  return { allowed: false, reasons, blockers, from, to };
}

function refusalsBeforeChecks<N extends NavigableNode>(
  input: AdvanceInput<N, unknown>,
  from: N | undefined,
  to: N | undefined,
): AdvanceRefusal[] {
  const reasons: AdvanceRefusal[] = [];
  const modify = decideModifyStep(input.project, from, input.roleNames);
  if (!modify.allowed) reasons.push(modify.reason);
  if (!grants(input.grantedPermissions, FLOW_MOVE)) reasons.push('action-not-granted');
  if (from && input.viewingNodeId !== undefined && input.viewingNodeId !== from.id) {
    reasons.push('not-viewing-furthest-step');
  }
  if (from && !to) reasons.push('last-step');
  return reasons;
}
