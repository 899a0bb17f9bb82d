import { type FlowNode, LAST_NODE } from './flow-node';

/** The node fields ordering reads. */
export type OrderableNode = Pick<FlowNode, 'id' | 'sort' | 'nextNodeId'>;

/** Steps by sort, then id, so the fallback order is total and deterministic. */
function bySort<N extends OrderableNode>(nodes: readonly N[]): N[] {
  return [...nodes].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** The chain from the one head to nextNodeId 0, or undefined when the links do not form one clean chain. */
function followChain<N extends OrderableNode>(nodes: readonly N[]): N[] | undefined {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  if (byId.size !== nodes.length) return undefined; // duplicate ids: links are ambiguous
  const pointedTo = new Set(nodes.map((node) => node.nextNodeId));
  const heads = nodes.filter((node) => !pointedTo.has(node.id));
  if (heads.length !== 1) return undefined;
  const chain: N[] = [];
  const seen = new Set<number>();
  let node: N | undefined = heads[0];
  while (node && !seen.has(node.id)) {
    chain.push(node);
    seen.add(node.id);
    node = node.nextNodeId === LAST_NODE ? undefined : byId.get(node.nextNodeId);
  }
  // A complete chain ends on a node whose nextNodeId is 0 and visits every node exactly once.
  const last = chain.at(-1);
  return chain.length === nodes.length && last?.nextNodeId === LAST_NODE ? chain : undefined;
}

/**
 * The steps of a flow in order (§3 flow node, §4): from the head (the step no other step points to)
 * along nextNodeId until 0. When the links do not form one clean chain — several or no heads, a link to
 * a missing step, a cycle, duplicate ids, steps left over — the whole flow is ordered by sort (then id)
 * instead, because a half-followed chain would silently reorder the rest.
 *
 * Hidden steps (isDisplay false) stay in the result: the chain runs through them and the furthest-reached
 * step may be one of them. Menus drop them (stepMenu); the order is always a permutation of the input.
 */
export function orderFlow<N extends OrderableNode>(nodes: readonly N[]): N[] {
  return followChain(nodes) ?? bySort(nodes);
}
