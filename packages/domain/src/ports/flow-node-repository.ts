import type { FlowNode, FlowSite } from '../flow/flow-node';

/** The steps of a project's flow instance (§7 EProjectFlowNode). */
export interface FlowNodeRepository {
  listByInstance(flowInstanceId: string): Promise<FlowNode[]>;
  sitesByInstance(flowInstanceId: string): Promise<FlowSite[]>;
}
export const FlowNodeRepository = Symbol.for('tender.FlowNodeRepository');
