import { type FlowNode, LAST_NODE } from './flow-node';

/** The step re-evaluation jumps to (§4 "the step named bid opening and evaluation"). */
export const REEVALUATE_STEP_NAME = '开标评标';

/**
 * A router as the flow compares it: leading slash, no query, hash or trailing slash ('sign-up/' →
 * '/sign-up'); '' for a blank router, which matches nothing.
 */
export function normaliseRouter(router: string | null | undefined): string {
  const path = (router ?? '')
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  if (path === '') return '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The step with this id. */
export function findNodeById<N extends Pick<FlowNode, 'id'>>(
  nodes: readonly N[],
  id: number | null | undefined,
): N | undefined {
  return id === null || id === undefined ? undefined : nodes.find((node) => node.id === id);
}

/** The first step with this name (§2 "the step whose name matches projectFlowName"). */
export function findNodeByName<N extends Pick<FlowNode, 'nodeName'>>(
  nodes: readonly N[],
  name: string | null | undefined,
): N | undefined {
  // Names are compared trimmed: a stray space in configuration must not lose the step.
  const wanted = name?.trim();
  return wanted ? nodes.find((node) => node.nodeName.trim() === wanted) : undefined;
}

/** The first step served by this router ('/sign-up', …), compared after normaliseRouter. */
export function findNodeByRouter<N extends Pick<FlowNode, 'router'>>(
  nodes: readonly N[],
  router: string | null | undefined,
): N | undefined {
  const wanted = normaliseRouter(router);
  return wanted === '' ? undefined : nodes.find((node) => normaliseRouter(node.router) === wanted);
}

/** The step that follows nodeId by its nextNodeId link; undefined on the last step (0) or a broken link (§3). */
export function nodeAfter<N extends Pick<FlowNode, 'id' | 'nextNodeId'>>(
  nodes: readonly N[],
  nodeId: number,
): N | undefined {
  const node = findNodeById(nodes, nodeId);
  if (!node || node.nextNodeId === LAST_NODE) return undefined;
  return findNodeById(nodes, node.nextNodeId);
}
