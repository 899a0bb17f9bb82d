import { furthestReachedNode, type NavigableNode } from '../flow/flow-navigation';
import { LAST_NODE } from '../flow/flow-node';
import { decideModifyStep, type ModifyStepRefusal } from '../permissions/may-modify-step';
import { biddingMethodCodes, nonTenderingMethodCodes } from '../projects/bidding-method';
import { AUDIT_STATE_AWAITING_CLOSING, ProjectFlowName, ProjectState } from '../projects/project-state';
import type { ProjectPatch } from './exception-effect';
import { EXCEPTIONS_WHILE_BLOCKED } from './offered-exceptions';

/** The status of a stored project that CreateOrUpdate may change. */
export interface ProjectStatusBefore {
  readonly state: number;
  readonly auditState?: string | null;
  readonly projectFlowName?: string | null;
  readonly biddingMethod?: string | null;
  readonly currentNodeId?: number | null;
}

/** The changes a save may carry; CreateOrUpdate may name a status transition (§4 Exceptions, to-closing). */
export type ProjectTransition = 'edit' | 'terminate' | 'retender' | 'cancel' | 'changeMethod' | 'toClosing';

/**
 * Why a save is refused, as stable codes:
 * - the ModifyStepRefusal codes: the project is read-only, or the user may not modify its current step;
 * - blocked: blocking messages exist and the transition is neither terminate nor re-tender (§6);
 * - not-at-final-step: to-closing from a step that has a next step (§4);
 * - unknown-bidding-method: a plain edit names a method that is not a bidding method;
 * - unknown-transition: the fields change in a way no action of the product does.
 */
export type ProjectUpdateRefusal =
  | ModifyStepRefusal
  | 'blocked'
  | 'not-at-final-step'
  | 'unknown-bidding-method'
  | 'unknown-transition';

export type ProjectUpdateDecision =
  | { readonly allowed: true; readonly transition: ProjectTransition }
  | {
      readonly allowed: false;
      readonly reason: ProjectUpdateRefusal;
      readonly transition?: ProjectTransition;
    };

export interface ProjectUpdateContext {
  readonly roleNames: readonly string[];
  /**
   * The caller; no transition of CreateOrUpdate depends on it today (process jump, the one rule about
   * the projectManager, goes through the flow endpoint), but the server passes it so the rule can grow.
   */
  readonly userId?: number;
  readonly nodes: readonly NavigableNode[];
  /** The current step's blocking messages, when the caller has computed them. */
  readonly blockers?: readonly unknown[];
  /** What passes while blocked (exceptionsWhileBlocked, ADR 0023); §6's terminate and re-tender if not given. */
  readonly whileBlocked?: readonly string[];
}

/** The status a transition ends in; undefined for a field means "unchanged". */
interface TransitionShape {
  readonly state?: number;
  readonly auditState?: string;
  readonly projectFlowName: string;
  readonly changesMethod: boolean;
}

/**
 * The status transitions of §4 that a save may carry, from a running, unaudited project:
 *
 * | transition   | state | auditState | projectFlowName | biddingMethod              |
 * |--------------|-------|------------|-----------------|----------------------------|
 * | edit         | 3     | null       | unchanged       | unchanged or a bidding one |
 * | terminate    | 5     | null       | 项目终止         | unchanged                  |
 * | retender     | 5     | null       | 重新招标         | unchanged                  |
 * | cancel       | 8     | null       | 项目取消         | unchanged                  |
 * | changeMethod | 3     | "13"       | 项目待结项       | a non-tendering method     |
 * | toClosing    | 3     | "13"       | 项目待结项       | unchanged                  |
 *
 * Every one needs a user who may modify the current step; to-closing also needs the final step;
 * while blockers exist only terminate and re-tender pass. A read-only project (state 5 or 8, or an
 * auditState) accepts no save at all: closing and archiving happen elsewhere.
 */
const SHAPES: Readonly<Record<Exclude<ProjectTransition, 'edit'>, TransitionShape>> = {
  terminate: {
    state: ProjectState.TerminatedOrRetender,
    projectFlowName: ProjectFlowName.Terminated,
    changesMethod: false,
  },
  retender: {
    state: ProjectState.TerminatedOrRetender,
    projectFlowName: ProjectFlowName.Retender,
    changesMethod: false,
  },
  cancel: { state: ProjectState.Cancelled, projectFlowName: ProjectFlowName.Cancelled, changesMethod: false },
  changeMethod: {
    auditState: AUDIT_STATE_AWAITING_CLOSING,
    projectFlowName: ProjectFlowName.AwaitingClosing,
    changesMethod: true,
  },
  toClosing: {
    auditState: AUDIT_STATE_AWAITING_CLOSING,
    projectFlowName: ProjectFlowName.AwaitingClosing,
    changesMethod: false,
  },
};

/** The requested fields that differ from the stored ones; an omitted field is unchanged. */
function changesOf(before: ProjectStatusBefore, after: ProjectPatch): ProjectPatch {
  const changed: Record<string, unknown> = {};
  for (const key of ['state', 'auditState', 'projectFlowName', 'biddingMethod'] as const) {
    if (after[key] !== undefined && after[key] !== (before[key] ?? null)) changed[key] = after[key];
  }
  return changed as ProjectPatch;
}

function classify(changes: ProjectPatch): ProjectTransition | 'unknown' {
  const { biddingMethod, ...status } = changes;
  if (Object.keys(status).length === 0) return 'edit';
  for (const [name, shape] of Object.entries(SHAPES) as [
    Exclude<ProjectTransition, 'edit'>,
    TransitionShape,
  ][]) {
    const matches =
      status.state === shape.state &&
      status.auditState === shape.auditState &&
      status.projectFlowName === shape.projectFlowName &&
      (biddingMethod !== undefined) === shape.changesMethod;
    if (matches) return name;
  }
  return 'unknown';
}

/**
 * Which transition a save carries from the stored project (SHAPES), or 'unknown': what the in-memory
 * adapter reads to do what the server does around a terminate or a re-tender, without deciding again
 * whether it is allowed (decideProjectUpdate does that).
 */
export function projectTransitionOf(
  before: ProjectStatusBefore,
  after: ProjectPatch,
): ProjectTransition | 'unknown' {
  return classify(changesOf(before, after));
}

function isOneOf(value: string | undefined, codes: readonly string[]): boolean {
  return value === undefined || codes.includes(value);
}

/**
 * Whether the server's CreateOrUpdate may apply a save (§4, §6), and which transition it is: the
 * server-side law behind the client's offered exceptions and header buttons. See SHAPES for the table.
 */
export function decideProjectUpdate(
  before: ProjectStatusBefore,
  after: ProjectPatch,
  context: ProjectUpdateContext,
): ProjectUpdateDecision {
  const current = furthestReachedNode(context.nodes, before);
  const modify = decideModifyStep(before, current, context.roleNames);
  if (!modify.allowed) return { allowed: false, reason: modify.reason };
  const changes = changesOf(before, after);
  const transition = classify(changes);
  if (transition === 'unknown') return { allowed: false, reason: 'unknown-transition' };
  const refusal = refusalFor(transition, changes, current);
  if (refusal) return { allowed: false, reason: refusal, transition };
  if (
    (context.blockers?.length ?? 0) > 0 &&
    !((context.whileBlocked ?? EXCEPTIONS_WHILE_BLOCKED) as readonly string[]).includes(transition)
  ) {
    return { allowed: false, reason: 'blocked', transition };
  }
  return { allowed: true, transition };
}

/** The conditions particular to one transition. */
function refusalFor(
  transition: ProjectTransition,
  changes: ProjectPatch,
  current: NavigableNode | undefined,
): ProjectUpdateRefusal | undefined {
  // A plain edit may correct the method among the bidding methods (the project form carries it);
  // moving to a non-tendering method is the change-method exception, which also closes the project.
  if (transition === 'edit' && !isOneOf(changes.biddingMethod, biddingMethodCodes))
    return 'unknown-bidding-method';
  if (transition === 'changeMethod' && !isOneOf(changes.biddingMethod, nonTenderingMethodCodes)) {
    return 'unknown-bidding-method';
  }
  if (transition === 'toClosing' && current?.nextNodeId !== LAST_NODE) return 'not-at-final-step';
  return undefined;
}

/** Whether a save is the change-of-method transition (SHAPES), whoever asks and whatever blocks it. */
export function isChangeOfMethod(before: ProjectStatusBefore, after: ProjectPatch): boolean {
  return classify(changesOf(before, after)) === 'changeMethod';
}
