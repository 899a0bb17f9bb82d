import {
  type Blocker,
  correctMenu,
  decideJump,
  decideModifyStep,
  decideNextStepButton,
  decideToClosingButton,
  exceptionsWhileBlocked,
  type FlowNode,
  furthestReachedNode,
  offeredExceptions,
  type SessionInfo,
  sessionPermits,
} from '@tender/domain';
import { useLocation } from 'react-router-dom';
import { nodeForPath } from '../../data/projects/node-for-path';
import { useBlockers } from '../../data/projects/use-blockers';
import { useProjectDeadlines } from '../../data/projects/use-project-deadlines';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { useSession } from '../../data/session/use-session';

const NO_BLOCKERS: readonly Blocker[] = [];

/**
 * Everything the operation screen decides about one project for the signed-in user (§2, §4, §6): the
 * project and its steps, the step on screen, the furthest step reached, the blocking messages of leaving
 * it (§5), its statutory deadlines, and each control's decision — all from the domain's rules, so the screen only draws them.
 */
export function useOperation(projectId: number) {
  const session = useSession().data?.session;
  const flow = useProjectFlow(projectId);
  // By the id alone, beside the flow rather than after it (ADR 0010): the deadlines panel shows it, and
  // the header's checks read the same query for the bounds the project breaks.
  const deadlines = useProjectDeadlines(projectId);
  const { pathname } = useLocation();
  const project = flow.data?.project;
  const nodes = flow.data?.nodes ?? [];
  const current = project ? furthestReachedNode(nodes, project) : undefined;
  // Blockers need the project (tender-by-law) and its current step's router; they read the records the
  // step page reads, through the same cache.
  const blockers = useBlockers(projectId, project, current);

  if (!project || !session) return { flow, blockers, deadlines, ready: false as const };
  return {
    flow,
    blockers,
    deadlines,
    ready: true as const,
    ...decisions(session, project, nodes, current, pathname, blockers.data),
  };
}

function decisions(
  session: SessionInfo,
  project: NonNullable<ReturnType<typeof useProjectFlow>['data']>['project'],
  nodes: readonly FlowNode[],
  current: FlowNode | undefined,
  pathname: string,
  blockerList: readonly Blocker[] | undefined,
) {
  // Off-flow pages (correct notice, clarification) view no step: the flow's buttons stay hidden there.
  const viewing = nodeForPath(nodes, pathname);
  const { roleNames, grantedPermissions } = session;
  const blockers = blockerList ?? NO_BLOCKERS;
  const modify = decideModifyStep(project, current, roleNames);
  const buttonInput = { nodes, project, viewingNodeId: viewing?.id, roleNames, grantedPermissions };
  // The exceptions save the project (terminate, cancel, re-tender, change method): project.edit (§6).
  const mayChangeProject = modify.allowed && sessionPermits(session, 'project.edit');
  return {
    session,
    project,
    nodes,
    current,
    viewing,
    blockerList: blockers,
    /** Whether the blocking messages have been read: only then does an action hand them on. */
    blockersKnown: blockerList !== undefined,
    modify,
    next: decideNextStepButton({ ...buttonInput, blockers }),
    toClosing: decideToClosingButton(buttonInput),
    correct: correctMenu({ mayModify: mayChangeProject }),
    exceptions: offeredExceptions({
      mayModify: mayChangeProject,
      mayJump: decideJump({
        nodes,
        project,
        grantedPermissions,
        user: { roleNames, userId: session.user.id },
      }).allowed,
      hasBlockers: blockers.length > 0,
      // A failed tender's lawful exits (ADR 0023); otherwise §6's terminate and re-tender.
      whileBlocked: exceptionsWhileBlocked(project, blockers),
    }),
  };
}

export type Operation = Extract<ReturnType<typeof useOperation>, { ready: true }>;
