import { decideJump, type JumpDecision } from '../circulation/decide-jump';
import type { FlowNode } from '../flow/flow-node';
import type { FlowCirculation, FlowMove } from '../ports/flow-circulation';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { ProjectRepository } from '../ports/project-repository';
import { type DomainError, NotFoundError, NotPermittedError } from '../shared/errors';
import type { Locale } from '../shared/labels';
import { refusal } from '../shared/refusal-messages';
import type { Actor } from './actor';
import { type FlowContext, type KnownFlow, loadFlowContext, movedOnError, sendMove } from './flow-context';

export interface JumpFlowInput {
  projectId: number;
  actor: Actor;
  /** The target step, by id or by name. */
  to: number | string;
  expectedNodeId?: number;
  locale?: Locale;
  /** The project and its steps as the caller holds them: nothing is read again. */
  known?: KnownFlow;
}

/** Moves a project to any step of its flow (§4 process jump): Admin or the project's manager only (§6), by decideJump. */
export class JumpFlow {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly flowNodes: FlowNodeRepository,
    private readonly circulation: FlowCirculation,
  ) {}

  async execute(input: JumpFlowInput): Promise<FlowMove> {
    const context = await loadFlowContext(this.projects, this.flowNodes, input.projectId, input.known);
    const decision = decideJump({
      nodes: context.nodes,
      project: context.project,
      user: input.actor,
      to: input.to,
      viewingNodeId: input.expectedNodeId,
    });
    if (!decision.allowed || !decision.to) throw jumpRefusal(decision, context, input.to);
    return sendMove(
      this.circulation,
      {
        projectId: context.project.id,
        flowAction: 'jump',
        jumpNodeId: decision.to.id,
        expectedNodeId: context.current.id,
        operator: input.actor.userName,
      },
      { project: context.project, from: context.current, to: decision.to },
      input.locale,
    );
  }
}

function jumpRefusal(
  decision: JumpDecision<FlowNode>,
  context: FlowContext,
  to: number | string,
): DomainError {
  if (decision.reasons.includes('not-viewing-furthest-step')) return movedOnError(context.current);
  if (decision.reasons.includes('not-admin-or-manager')) {
    return new NotPermittedError(refusal('jumpAdminOrManagerOnly'));
  }
  return new NotFoundError('Flow step', to);
}
