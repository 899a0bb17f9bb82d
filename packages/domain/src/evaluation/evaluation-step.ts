import { normaliseRouter } from '../flow/find-node';
import type { FlowNode } from '../flow/flow-node';
import { SHELL_STEP_ROUTERS } from '../flow-templates/known-step-routers';

/**
 * The step of a flow where bids are opened and evaluated: the first served by one of §2's evaluation
 * pages (/bid-evaluation/index, /bid-evaluation/cl, /qualification-bid-evaluation/index). Its records —
 * the opening record, the committee, the marks — follow the rule of every step's records (ADR 0007):
 * writable while the flow has not left it.
 */
export function evaluationStepOf<N extends Pick<FlowNode, 'router'>>(nodes: readonly N[]): N | undefined {
  return nodes.find((node) => SHELL_STEP_ROUTERS.some((router) => router === normaliseRouter(node.router)));
}
