import type { Insertable } from 'kysely';
import type { FlowRecordsTable } from '../db/schema';
import type { DemoProjectPlan } from './demo-project-plan';
import type { DemoPeople } from './demo-project-row';

/** One flow record per step a demo project's flow has moved on from (who, when, from, to), by its agent. */
export function demoFlowRecords(
  plan: DemoProjectPlan,
  agent: DemoPeople['agent'],
): Insertable<FlowRecordsTable>[] {
  const { template, nodeIds } = plan;
  return Array.from({ length: plan.stepIndex }, (_, k) => ({
    tenantId: plan.tenantId,
    projectId: plan.projectId,
    nodeType: 'next',
    submitName: agent.name,
    userId: agent.id,
    userName: agent.name,
    companyId: agent.companyId,
    fromNodeId: nodeIds[k]!,
    fromNodeName: template.steps[k]!.nodeName,
    toNodeId: nodeIds[k + 1]!,
    toNodeName: template.steps[k + 1]!.nodeName,
    biddingMethod: plan.method,
    creationTime: plan.at(10 * (k + 1) + 8),
  }));
}
