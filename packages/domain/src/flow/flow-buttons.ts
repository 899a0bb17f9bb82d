import { decideModifyStep, type ModifyStepRefusal } from '../permissions/may-modify-step';
import { furthestReachedNode, type NavigableNode, type NavigableProject } from './flow-navigation';
import { LAST_NODE } from './flow-node';

/**
 * Why a header button is hidden or disabled, as stable codes:
 * - the ModifyStepRefusal codes: the user may not modify the current step;
 * - not-viewing-furthest-step: the screen shows an earlier step than the furthest reached;
 * - last-step / not-last-step: the next-step button needs a following step, to-closing needs the final one;
 * - circulation-condition-not-met: blocking messages exist (§5).
 */
export type FlowButtonReason =
  | ModifyStepRefusal
  | 'not-viewing-furthest-step'
  | 'last-step'
  | 'not-last-step'
  | 'circulation-condition-not-met';

export interface FlowButtonInput<N extends NavigableNode = NavigableNode> {
  readonly nodes: readonly N[];
  readonly project: NavigableProject;
  /** The step the screen shows. */
  readonly viewingNodeId: number | null | undefined;
  readonly roleNames: readonly string[];
}

export interface NextStepButtonDecision {
  readonly visible: boolean;
  readonly enabled: boolean;
  readonly tooltip?: 'circulation-condition-not-met';
  /** Every reason the button is hidden or disabled; empty when it is shown and enabled. */
  readonly reasons: readonly FlowButtonReason[];
}

/** The reasons common to both buttons: the user may modify the furthest step and is looking at it. */
function headerReasons(input: FlowButtonInput): { reasons: FlowButtonReason[]; nextNodeId?: number } {
  const furthest = furthestReachedNode(input.nodes, input.project);
  const reasons: FlowButtonReason[] = [];
  const modify = decideModifyStep(input.project, furthest, input.roleNames);
  if (!modify.allowed) reasons.push(modify.reason);
  if (furthest && furthest.id !== input.viewingNodeId) reasons.push('not-viewing-furthest-step');
  return { reasons, nextNodeId: furthest?.nextNodeId };
}

/**
 * The next-step button (§4): visible only when the user may modify the current step, the viewed step is
 * the furthest reached one and its nextNodeId is not 0; disabled ("circulation condition not met") while
 * blocking messages exist.
 */
export function decideNextStepButton(
  input: FlowButtonInput & { readonly blockers: readonly unknown[] },
): NextStepButtonDecision {
  const { reasons, nextNodeId } = headerReasons(input);
  if (nextNodeId === LAST_NODE) reasons.push('last-step');
  if (reasons.length > 0) return { visible: false, enabled: false, reasons };
  if (input.blockers.length > 0) {
    return {
      visible: true,
      enabled: false,
      tooltip: 'circulation-condition-not-met',
      reasons: ['circulation-condition-not-met'],
    };
  }
  return { visible: true, enabled: true, reasons: [] };
}

export interface ToClosingButtonDecision {
  readonly visible: boolean;
  readonly reasons: readonly FlowButtonReason[];
}

/**
 * The to-closing button (§4): on the final step (nextNodeId 0), when the user may modify it and views it.
 * §4 does not make it wait for the circulation checks, so blockers do not affect it.
 */
export function decideToClosingButton(input: FlowButtonInput): ToClosingButtonDecision {
  const { reasons, nextNodeId } = headerReasons(input);
  if (nextNodeId !== undefined && nextNodeId !== LAST_NODE) reasons.push('not-last-step');
  return { visible: reasons.length === 0, reasons };
}

/** Whether the to-closing button shows (§4); see decideToClosingButton for the reasons. */
export function showsToClosingButton(input: FlowButtonInput): boolean {
  return decideToClosingButton(input).visible;
}
