import { factsFromRecords, furthestReachedNode } from '@tender/domain';
import type { RequestServices } from '../composition/request-services';
import type { ProjectSummary } from './project-summary-schema';

/**
 * Computes a project's summary from its stored state, steps, middleware records and flow records.
 * Reads through the request's services, so a project of another tenant (or a deleted one) is 404.
 */
export async function computeProjectSummary(
  services: RequestServices,
  projectId: number,
  now: Date,
): Promise<ProjectSummary> {
  const { project, nodes } = await services.getProject.execute(projectId);
  const current = furthestReachedNode(nodes, project);
  const [objections, signUps, qualificationPurchases, qualificationResults, signIns, flowRecords] =
    await Promise.all([
      services.records.listByProject('objection', projectId),
      services.records.listByProject('signUp', projectId),
      services.records.listByProject('qualificationPurchase', projectId),
      services.records.listByProject('qualificationResult', projectId),
      services.records.listByProject('signIn', projectId),
      services.flowRecords.listByProject(projectId),
    ]);
  const facts = factsFromRecords({
    objections,
    signUps,
    qualificationPurchases,
    qualificationResults,
    signIns,
  });
  return {
    projectId: project.id,
    projectName: project.projectName,
    projectNum: project.projectNum,
    biddingMethod: project.biddingMethod,
    state: project.state,
    auditState: project.auditState ?? null,
    projectFlowName: project.projectFlowName ?? null,
    currentNodeId: current?.id ?? null,
    currentNodeName: current?.nodeName ?? null,
    objections: { total: objections.length, unhandled: facts.unhandledObjections },
    signUps: facts.signUp,
    signIns: facts.onlineSignIns,
    qualificationPurchases: facts.qualificationPurchase,
    qualificationResults: {
      passed: facts.qualificationResult.passed,
      passedPerGroup: Object.fromEntries(
        Object.entries(facts.qualificationResult.passedPerGroup).map(([group, n]) => [String(group), n]),
      ),
    },
    flowRecords: flowRecords.length,
    refreshTime: now.toISOString(),
  };
}
