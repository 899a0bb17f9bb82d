import { useQuery } from '@tanstack/react-query';
import {
  type Blocker,
  CheckCirculation,
  correctMenu,
  decideModifyStep,
  decideNextStepButton,
  decideToClosingButton,
  type FlowNode,
  furthestReachedNode,
  mayJump,
  offeredExceptions,
  type SessionInfo,
} from '@tender/domain';
import { useLocation } from 'react-router-dom';
import { useInject } from '../../di/use-inject';
import { useSession } from '../session/use-session';
import { useProjectFlow } from '../shell/use-project-flow';
import { nodeForPath } from '../workspace/node-for-path';
import { projectKeys } from '../workspace/workspace-queries';

const NO_BLOCKERS: readonly Blocker[] = [];

/**
 * Everything the operation screen decides about one project for the signed-in user (§2, §4, §6): the
 * project and its steps, the step on screen, the furthest step reached, the blocking messages of leaving
 * it (§5), and each control's decision — all from the domain's rules, so the screen only draws them.
 */
export function useOperation(projectId: number) {
  const session = useSession().data?.session;
  const flow = useProjectFlow(projectId);
  const { pathname } = useLocation();
  const checks = useInject(CheckCirculation);
  const project = flow.data?.project;
  const nodes = flow.data?.nodes ?? [];
  const current = project ? furthestReachedNode(nodes, project) : undefined;

  // Blockers need the project (tender-by-law) and its current step's router; they load right after it.
  // The step is part of the key: after a move, the checks are those of the step the project is now at.
  const blockers = useQuery({
    queryKey: [...projectKeys.blockers(projectId), current?.id],
    queryFn: () => checks.execute(project as NonNullable<typeof project>, current as FlowNode),
    enabled: project !== undefined && current !== undefined,
    retry: false,
  });

  if (!project || !session) return { flow, blockers, ready: false as const };
  return {
    flow,
    blockers,
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
  const roleNames = session.roleNames;
  const blockers = blockerList ?? NO_BLOCKERS;
  const modify = decideModifyStep(project, current, roleNames);
  const buttonInput = { nodes, project, viewingNodeId: viewing?.id, roleNames };
  return {
    session,
    project,
    nodes,
    current,
    viewing,
    blockerList: blockers,
    modify,
    next: decideNextStepButton({ ...buttonInput, blockers }),
    toClosing: decideToClosingButton(buttonInput),
    correct: correctMenu({ mayModify: modify.allowed }),
    exceptions: offeredExceptions({
      mayModify: modify.allowed,
      mayJump: mayJump({ roleNames, userId: session.user.id }, project),
      hasBlockers: blockers.length > 0,
    }),
  };
}

export type Operation = Extract<ReturnType<typeof useOperation>, { ready: true }>;
