import { ConflictError, type FlowNode, furthestReachedNode, GetProject, type Project } from '@tender/domain';
import type { Runtime } from '../runtime/runtime';
import { type SignedIn, signedIn } from './signed-in';

export interface LoadedFlow extends SignedIn {
  readonly project: Project;
  /** The steps in flow order. */
  readonly nodes: FlowNode[];
  /** The furthest step the project has reached (§4). */
  readonly current: FlowNode;
}

/** A project with its steps and the signed-in user, read in parallel: what every flow command decides on. */
export async function loadFlow(runtime: Runtime, projectId: number): Promise<LoadedFlow> {
  const [{ project, nodes }, user] = await Promise.all([
    runtime.container.get(GetProject).execute(projectId),
    signedIn(runtime),
  ]);
  const current = furthestReachedNode(nodes, project);
  if (!current) throw new ConflictError(`Project ${projectId} has no flow`);
  return { ...user, project, nodes, current };
}
