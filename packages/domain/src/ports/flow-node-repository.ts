import type { FlowNode, FlowSite } from '../flow/flow-node';

/** How many steps one flow node page holds (§9). */
export const FLOW_NODE_PAGE_SIZE = 100;

/** The steps of a project's flow instance (§7 EProjectFlowNode). */
export interface FlowNodeRepository {
  listByInstance(flowInstanceId: string): Promise<FlowNode[]>;
  /**
   * The steps of several instances in one call (the project process list shows a page of projects' flows):
   * each node carries its flowInstanceId; at most MAX_INSTANCES_PER_CALL instances.
   */
  listByInstances(flowInstanceIds: readonly string[]): Promise<FlowNode[]>;
  sitesByInstance(flowInstanceId: string): Promise<FlowSite[]>;
  /**
   * The steps of a project's own flow instance, asked by the project's id: a screen can ask for them
   * beside the project itself instead of after it. Empty for a project without a flow, or one the
   * caller's tenant does not have.
   */
  listByProject(projectId: number): Promise<FlowNode[]>;
  /** The child sites of a project's flow (§3 flow child site), asked by the project's id. */
  sitesByProject(projectId: number): Promise<FlowSite[]>;
}
/** How many flow instances one listByInstances call may name: a page of the project process list and more. */
export const MAX_INSTANCES_PER_CALL = 50;

export const FlowNodeRepository = Symbol.for('tender.FlowNodeRepository');
