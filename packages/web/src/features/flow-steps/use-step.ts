import {
  decideModifyStepRecords,
  type FlowNode,
  type Permission,
  type Project,
  type StepRecordsRefusal,
  sessionPermits,
} from '@tender/domain';
import { useLocation } from 'react-router-dom';
import { nodeForPath } from '../../data/projects/node-for-path';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { currentProjectId } from '../../data/session/current-project';
import { useSession } from '../../data/session/use-session';

/** What a step page works on: the project, the step of this page, and whether the user may edit it. */
export interface StepContext {
  readonly project: Project;
  readonly nodes: readonly FlowNode[];
  /** The step this page serves; undefined for pages that are not a step (correct notice, clarification). */
  readonly node: FlowNode | undefined;
  /**
   * §6: the user may modify the project's current step, and this page's step is not one the flow has
   * left (decideModifyStepRecords — the rule the server applies to every record write); else the page
   * is read-only and offers no write.
   */
  readonly editable: boolean;
  /** Why the page is read-only; undefined when it is not. */
  readonly readOnlyReason: StepRecordsRefusal | undefined;
  /**
   * Whether the user may make one kind of write of this step's records: the rule above and that
   * permission of their action list (§6, ADR 0014) — the two checks the server makes, so a control
   * never offers what the server would refuse.
   */
  readonly mayWrite: (permission: Permission) => boolean;
  /**
   * The same for what belongs to the whole project (objections): the current step's rule alone, so an
   * objection can be handled on whichever step page it is read.
   */
  readonly mayWriteProject: (permission: Permission) => boolean;
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
    const node = nodeForPath(nodes, pathname);
    const decision = decideModifyStepRecords(project, nodes, node, session.roleNames);
    const projectWritable = decideModifyStepRecords(project, nodes, undefined, session.roleNames).allowed;
    context = {
      project,
      nodes,
      node,
      editable: decision.allowed,
      readOnlyReason: decision.reason,
      mayWrite: (permission) => decision.allowed && sessionPermits(session, permission),
      mayWriteProject: (permission) => projectWritable && sessionPermits(session, permission),
      userName: session.user.name,
    };
  }
  return { valid, flow, context };
}
