import { type ModifiableProject, mayModifyStep } from '../permissions/may-modify-step';
import { findNodeByName } from './find-node';
import type { FlowTooltip } from './flow-labels';
import type { FlowNode } from './flow-node';
import { orderFlow } from './order-flow';

/** The node fields the navigation rules read. */
export type NavigableNode = Pick<
  FlowNode,
  'id' | 'nodeName' | 'sort' | 'nextNodeId' | 'isDisplay' | 'flowRoles'
>;

/** The project fields the navigation rules read. */
export interface NavigableProject extends ModifiableProject {
  /** The furthest step the flow has reached, maintained by the server; null before the flow starts. */
  readonly currentNodeId?: number | null;
}

/**
 * The index in an ordered flow of the furthest step the project has reached (§4): the step of
 * currentNodeId, or the first step when it is unset or names no step of this flow. -1 for an empty flow.
 */
export function furthestReachedIndex(
  ordered: readonly Pick<FlowNode, 'id'>[],
  project: { readonly currentNodeId?: number | null },
): number {
  if (ordered.length === 0) return -1;
  const index = ordered.findIndex((node) => node.id === project.currentNodeId);
  // An unknown id is treated like "not started": the safe side, since it enables the fewest steps.
  return index === -1 ? 0 : index;
}

/** The furthest reached step itself (see furthestReachedIndex). */
export function furthestReachedNode<N extends Pick<FlowNode, 'id' | 'sort' | 'nextNodeId'>>(
  nodes: readonly N[],
  project: { readonly currentNodeId?: number | null },
): N | undefined {
  const ordered = orderFlow(nodes);
  return ordered[furthestReachedIndex(ordered, project)];
}

/** One entry of the step menu. */
export interface StepMenuEntry<N extends NavigableNode = NavigableNode> {
  readonly node: N;
  readonly enabled: boolean;
  readonly tooltip?: FlowTooltip;
}

/**
 * The step menu of the operation screen (§4): displayed steps in flow order. Steps up to the furthest
 * reached are enabled. A later step is disabled ("not yet at this step") unless the user has no modify
 * permission on it — a read-only viewer may look ahead, someone who could edit it must wait for the flow.
 * The permission is that of the later step itself (its flowRoles and the project's state), because that
 * is what a premature visit could change. Hidden steps (isDisplay false) are left out.
 */
export function stepMenu<N extends NavigableNode>(input: {
  readonly nodes: readonly N[];
  readonly project: NavigableProject;
  readonly roleNames: readonly string[];
}): StepMenuEntry<N>[] {
  const ordered = orderFlow(input.nodes);
  const furthest = furthestReachedIndex(ordered, input.project);
  return ordered.flatMap((node, index) => {
    if (!node.isDisplay) return [];
    const ahead = index > furthest && mayModifyStep(input.project, node, input.roleNames);
    return [
      ahead ? { node, enabled: false, tooltip: 'not-yet-at-this-step' as const } : { node, enabled: true },
    ];
  });
}

/**
 * The step the operation screen opens on (§2): the step whose name equals projectFlowName, otherwise
 * the first displayed step in flow order (or the first step if none is displayed). Undefined for no steps.
 */
export function initialStep<N extends NavigableNode>(
  nodes: readonly N[],
  projectFlowName: string | null | undefined,
): N | undefined {
  const named = findNodeByName(nodes, projectFlowName);
  if (named) return named;
  const ordered = orderFlow(nodes);
  return ordered.find((node) => node.isDisplay) ?? ordered[0];
}

/** Whether viewingNodeId is the furthest reached step of the flow (§4 "the furthest reachable one"). */
export function isViewingFurthestStep(
  nodes: readonly Pick<FlowNode, 'id' | 'sort' | 'nextNodeId'>[],
  project: { readonly currentNodeId?: number | null },
  viewingNodeId: number | null | undefined,
): boolean {
  const furthest = furthestReachedNode(nodes, project);
  return furthest !== undefined && furthest.id === viewingNodeId;
}
