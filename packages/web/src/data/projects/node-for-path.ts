import { type FlowNode, normaliseRouter } from '@tender/domain';

/** The step a path shows: the node whose router the path is, else none (e.g. /manage/operation itself). */
export function nodeForPath(nodes: readonly FlowNode[], pathname: string): FlowNode | undefined {
  const path = normaliseRouter(pathname);
  return nodes.find((node) => normaliseRouter(node.router) === path);
}
