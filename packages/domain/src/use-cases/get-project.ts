import type { FlowNode } from '../flow/flow-node';
import { orderFlow } from '../flow/order-flow';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { ProjectRepository } from '../ports/project-repository';
import type { Project } from '../projects/project';

export interface ProjectWithFlow {
  project: Project;
  /** The steps in flow order. */
  nodes: FlowNode[];
}

/**
 * A project with its files, packages, notices and its flow's steps in order (§7 GetSprojectDetail,
 * EProjectFlowNode): both asked at once, the steps by the project's id.
 */
export class GetProject {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly nodes: FlowNodeRepository,
  ) {}

  async execute(projectId: number): Promise<ProjectWithFlow> {
    const [project, nodes] = await Promise.all([
      this.projects.getDetail(projectId),
      this.nodes.listByProject(projectId),
    ]);
    return { project, nodes: orderFlow(nodes) };
  }
}
