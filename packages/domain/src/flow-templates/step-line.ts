import { LAST_NODE } from '../flow/flow-node';
import type { FlowTemplate, FlowTemplateStepLine } from './flow-template';

/**
 * The nextNodeId of each step of an ordered flow (§3 flow node): the id of the step after it, and
 * LAST_NODE (0) on the last. A template stores only the order (ADR 0013); a project's flow instance gets
 * its links from this when it is copied, so the last step always ends the flow.
 */
export function chainNextIds(ids: readonly number[]): number[] {
  return ids.map((_, k) => ids[k + 1] ?? LAST_NODE);
}

/**
 * Steps in order with their 1-based position and the position each leads to (0 on the last), for
 * drawing a template as a step line — a saved version's or an editor's unsaved draft alike.
 */
export function stepLineOf<S extends object>(
  steps: readonly S[],
): (S & { position: number; nextPosition: number })[] {
  const positions = steps.map((_, k) => k + 1);
  const next = chainNextIds(positions);
  return steps.map((step, k) => ({ ...step, position: positions[k]!, nextPosition: next[k]! }));
}

/** A saved template version as a step line (the preview of FlowTemplate/GetStepLine). */
export function templateStepLine(template: FlowTemplate): FlowTemplateStepLine {
  return {
    biddingMethod: template.biddingMethod,
    name: template.name,
    version: template.version,
    steps: stepLineOf(template.steps),
  };
}
