import { type AdvanceRefusal, decideAdvance } from '../circulation/decide-advance';
import type { NavigableNode, NavigableProject } from './flow-navigation';
import { LAST_NODE } from './flow-node';

/**
 * Why a header button is hidden or disabled, as stable codes:
 * - the ModifyStepRefusal codes: the user may not modify the current step;
 * - not-viewing-furthest-step: the screen shows an earlier step than the furthest reached;
 * - last-step / not-last-step: the next-step button needs a following step, to-closing needs the final one;
 * - circulation-condition-not-met: blocking messages exist (§5).
 */
export type FlowButtonReason = AdvanceRefusal | 'not-last-step';

export interface FlowButtonInput<N extends NavigableNode = NavigableNode> {
  readonly nodes: readonly N[];
  readonly project: NavigableProject;
  /** The step the screen shows. */
  readonly viewingNodeId: number | null | undefined;
  readonly roleNames: readonly string[];
  /** The user's permission action list (§6), when known: the buttons need `flow.edit`. */
  readonly grantedPermissions?: readonly string[] | undefined;
}

export interface NextStepButtonDecision {
  readonly visible: boolean;
  readonly enabled: boolean;
  readonly tooltip?: 'circulation-condition-not-met';
  /** Every reason the button is hidden or disabled; empty when it is shown and enabled. */
  readonly reasons: readonly FlowButtonReason[];
}

/**
 * The next-step button (§4): visible only when the user may modify the current step, the viewed step is
 * the furthest reached one and it has a next step; disabled ("circulation condition not met") while
 * blocking messages exist. It shows decideAdvance's decision: whatever refuses the move before the checks
 * hides the button, the checks alone disable it.
 */
export function decideNextStepButton(
  input: FlowButtonInput & { readonly blockers: readonly unknown[] },
): NextStepButtonDecision {
  const { reasons } = decideAdvance({ ...input, viewingNodeId: input.viewingNodeId ?? null });
  if (reasons.length === 0) return { visible: true, enabled: true, reasons: [] };
  if (reasons.includes('circulation-condition-not-met')) {
    return { visible: true, enabled: false, tooltip: 'circulation-condition-not-met', reasons };
  }
  return { visible: false, enabled: false, reasons };
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
  const { reasons, from } = decideAdvance({
    ...input,
    blockers: [],
    viewingNodeId: input.viewingNodeId ?? null,
  });
  // The same refusals as next, except that the final step is where this button belongs.
  const shown: FlowButtonReason[] = reasons.filter((reason) => reason !== 'last-step');
  if (from && from.nextNodeId !== LAST_NODE) shown.push('not-last-step');
  return { visible: shown.length === 0, reasons: shown };
}

/** Whether the to-closing button shows (§4); see decideToClosingButton for the reasons. */
export function showsToClosingButton(input: FlowButtonInput): boolean {
  return decideToClosingButton(input).visible;
}
