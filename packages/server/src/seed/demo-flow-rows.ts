import type { Insertable } from 'kysely';
import type { FlowInstancesTable, FlowNodesTable, FlowSitesTable } from '../db/schema';
import type { DemoProjectPlan } from './demo-project-plan';

/** A demo project's flow instance: a copy of its template's steps, linked by nextNodeId (0 on the last). */
export function demoFlowRows(plan: DemoProjectPlan): {
  instance: Insertable<FlowInstancesTable>;
  nodes: Insertable<FlowNodesTable>[];
  sites: Insertable<FlowSitesTable>[];
} {
  const { tenantId, template, nodeIds, flowInstanceId } = plan;
  const nodes = template.steps.map((s, k) => ({
    id: nodeIds[k]!,
    tenantId,
    flowInstanceId,
    nodeName: s.nodeName,
    router: s.router,
    sort: k + 1,
    isDisplay: s.isDisplay ?? true,
    flowRoles: [...s.flowRoles],
    nextNodeId: nodeIds[k + 1] ?? 0,
  }));
  const sites = template.steps.flatMap((s, k) =>
    (s.sites ?? []).map((site, n) => ({
      tenantId,
      nodeId: nodeIds[k]!,
      siteName: site.siteName,
      siteUrl: site.siteUrl,
      sort: n + 1,
    })),
  );
  const instance = {
    id: flowInstanceId,
    tenantId,
    templateId: template.id,
    biddingMethod: plan.method,
    creationTime: plan.at(0),
  };
  return { instance, nodes, sites };
}
