import type { FlowNode, FlowSite } from '../flow/flow-node';

/** The steps of a project's flow instance (§7 EProjectFlowNode). */
export interface FlowNodeRepository {
  listByInstance(flowInstanceId: string): Promise<FlowNode[]>;
  /**
   * The steps of several instances in one call (the project process list shows a page of projects' flows):
   * each node carries its flowInstanceId; at most MAX_INSTANCES_PER_CALL instances.
   */
  listByInstances(flowInstanceIds: readonly string[]): Promise<FlowNode[]>;
  sitesByInstance(flowInstanceId: string): Promise<FlowSite[]>;
}
/** How many flow instances one listByInstances call may name: a page of the project process list and more. */
export const MAX_INSTANCES_PER_CALL = 50;

export const FlowNodeRepository = Symbol.for('tender.FlowNodeRepository');
