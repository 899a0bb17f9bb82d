import { type Blocker, blockingMessages } from '../circulation/blockers';
import { type AdvanceDecision, decideAdvance } from '../circulation/decide-advance';
import type { FlowNode } from '../flow/flow-node';
import type { FlowCirculation, FlowMove } from '../ports/flow-circulation';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { ProjectRepository } from '../ports/project-repository';
import { BlockedError, ConflictError, type DomainError, NotPermittedError } from '../shared/errors';
import type { Locale } from '../shared/labels';
import { refusal } from '../shared/refusal-messages';
import type { Actor } from './actor';
import type { CheckCirculation } from './check-circulation';
import { type FlowContext, type KnownFlow, loadFlowContext, movedOnError, sendMove } from './flow-context';

export interface AdvanceFlowInput {
  projectId: number;
  actor: Actor;
  /** The step the user saw when clicking next; omit only in tools that re-read first. */
  expectedNodeId?: number;
  locale?: Locale;
  /** The project, its steps and its blockers as the caller holds them: nothing is read again. */
  known?: KnownFlow;
  /**
   * Skip the client's reading of the circulation checks (a script's `--yes`): the server runs them
   * anyway and refuses with the same messages, so reading them first only costs a round trip.
   */
  leaveChecksToServer?: boolean;
}

/**
 * Moves a project to its next step (§4 next-step button): only a user who may modify the current step,
 * never from the last step, and never while the circulation checks block (§5) — decideAdvance decides,
 * on the client, in the CLI and again on the server.
 */
export class AdvanceFlow {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly flowNodes: FlowNodeRepository,
    private readonly checks: CheckCirculation,
    private readonly circulation: FlowCirculation,
  ) {}

  async execute(input: AdvanceFlowInput): Promise<FlowMove> {
    const context = await loadFlowContext(this.projects, this.flowNodes, input.projectId, input.known);
    const decide = (blockers: readonly Blocker[]) =>
      decideAdvance({
        nodes: context.nodes,
        project: context.project,
        roleNames: input.actor.roleNames,
        blockers,
        viewingNodeId: input.expectedNodeId,
      });
    // The checks are read only for a move nothing else refuses.
    const beforeChecks = decide([]);
    if (!beforeChecks.allowed) throw advanceRefusal(beforeChecks, context, input.locale);
    const decision = decide(await this.blockersOf(context, input));
    if (!decision.allowed) throw advanceRefusal(decision, context, input.locale);
    return sendMove(
      this.circulation,
      {
        projectId: context.project.id,
        flowAction: 'next',
        expectedNodeId: decision.from.id,
        operator: input.actor.userName,
      },
      { project: context.project, from: decision.from, to: decision.to },
      input.locale,
    );
  }

  private async blockersOf(context: FlowContext, input: AdvanceFlowInput): Promise<readonly Blocker[]> {
    if (input.known?.blockers) return input.known.blockers;
    if (input.leaveChecksToServer) return [];
    const next = context.nodes.find((node) => node.id === context.current.nextNodeId);
    return this.checks.execute(context.project, context.current, next);
  }
}

/** The error of a refused move, by its first reason in the order callers have always seen them. */
function advanceRefusal(
  decision: AdvanceDecision<FlowNode>,
  context: FlowContext,
  locale: Locale | undefined,
): DomainError {
  const { current } = context;
  const { reasons } = decision;
  if (reasons.includes('not-viewing-furthest-step')) return movedOnError(current);
  if (reasons.includes('no-such-step'))
    return new ConflictError(refusal('noFlow', { project: context.project.id }));
  const modify = reasons.find(
    (reason) => reason === 'read-only-state' || reason === 'awaiting-audit' || reason === 'role-not-in-step',
  );
  if (modify)
    return new NotPermittedError(refusal('mayNotModifyStep', { step: current.nodeName, reason: modify }));
  if (reasons.includes('last-step')) {
    return new ConflictError(refusal('lastStep', { step: current.nodeName }));
  }
  return new BlockedError(blockingMessages(decision.blockers, locale ?? 'en'));
}
