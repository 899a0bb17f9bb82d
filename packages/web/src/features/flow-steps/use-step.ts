import { decideModifyStep, type FlowNode, furthestReachedNode, type Project } from '@tender/domain';
import { useLocation } from 'react-router-dom';
import { currentProjectId } from '../session/current-project';
import { useSession } from '../session/use-session';
import { useProjectFlow } from '../shell/use-project-flow';
import { nodeForPath } from '../workspace/node-for-path';

/** What a step page works on: the project, the step of this page, and whether the user may edit it. */
export interface StepContext {
  readonly project: Project;
  readonly nodes: readonly FlowNode[];
  /** The step this page serves; undefined for pages that are not a step (correct notice, clarification). */
  readonly node: FlowNode | undefined;
  /**
   * §6: the user may modify the project's current step — the rule the server applies to every record
   * write, whichever step page the record is changed on; else the page is read-only.
   */
  readonly editable: boolean;
  readonly userName: string;
}

/**
 * The project and step of the visited step page (contract with the operation frame: the page reads the
 * project id from the query and the flow from the shared query; the frame shows the read-only reason).
 */
export function useStep() {
  const { search, pathname } = useLocation();
  const id = Number(currentProjectId(search));
  const valid = Number.isInteger(id) && id > 0;
  const flow = useProjectFlow(valid ? id : null);
  const session = useSession().data?.session;
  let context: StepContext | undefined;
  if (flow.data && session) {
    const { project, nodes } = flow.data;
    context = {
      project,
      nodes,
      node: nodeForPath(nodes, pathname),
      editable: decideModifyStep(project, furthestReachedNode(nodes, project), session.roleNames).allowed,
      userName: session.user.name,
    };
  }
  return { valid, flow, context };
}
