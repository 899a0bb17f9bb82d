import { factsFromRecords, furthestReachedNode } from '@tender/domain';
import type { RequestPorts } from '../adapters/request-ports';
import type { ProjectSummary } from './project-summary-schema';

/**
 * Computes a project's summary from its stored state, steps, middleware records and flow records.
 * Reads through the request's ports, so a project of another tenant (or a deleted one) is 404.
 */
export async function computeProjectSummary(
  ports: RequestPorts,
  projectId: number,
  now: Date,
): Promise<ProjectSummary> {
  const { project, nodes } = await ports.getProject.execute(projectId);
  const current = furthestReachedNode(nodes, project);
  const [objections, signUps, qualificationPurchases, qualificationResults, signIns, flowRecords] =
    await Promise.all([
      ports.records.listByProject('objection', projectId),
      ports.records.listByProject('signUp', projectId),
      ports.records.listByProject('qualificationPurchase', projectId),
      ports.records.listByProject('qualificationResult', projectId),
      ports.records.listByProject('signIn', projectId),
      ports.flowRecords.listByProject(projectId),
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
