import { furthestReachedNode } from '../flow/flow-navigation';
import type { FlowNode } from '../flow/flow-node';
import { orderFlow } from '../flow/order-flow';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { ProjectRepository } from '../ports/project-repository';
import type { Project } from '../projects/project';
import { ConflictError } from '../shared/errors';

/** A project with its ordered steps and the step it has reached: what every flow use case decides on. */
export interface FlowContext {
  project: Project;
  nodes: FlowNode[];
  current: FlowNode;
}

export async function loadFlowContext(
  projects: ProjectRepository,
  flowNodes: FlowNodeRepository,
  projectId: number,
): Promise<FlowContext> {
  const project = await projects.getDetail(projectId);
  const nodes = project.flowInstanceId
    ? orderFlow(await flowNodes.listByInstance(project.flowInstanceId))
    : [];
  const current = furthestReachedNode(nodes, project);
  if (!current) throw new ConflictError(`Project ${projectId} has no flow`);
  return { project, nodes, current };
}

/** Refuses when the caller acted on a step the project has already left (a double click, a stale screen). */
export function assertAtExpectedNode(context: FlowContext, expectedNodeId: number | undefined): void {
  if (expectedNodeId !== undefined && context.current.id !== expectedNodeId) {
    throw new ConflictError(
      `The project has moved on: it is at "${context.current.nodeName}", not the step this action was made on`,
    );
  }
}
