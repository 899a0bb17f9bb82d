import { decideJump } from '../circulation/decide-jump';
import type { BidException } from '../exceptions/bid-exceptions';
import type { ExceptionEffect } from '../exceptions/exception-effect';
import { exceptionEffect } from '../exceptions/exception-effect';
import { offeredExceptions } from '../exceptions/offered-exceptions';
import { exceptionsWhileBlocked } from '../failure/lawful-exits';
import { FLOW_RECORD_TENANT_ID } from '../flow/flow-record';
import { decideModifyStep } from '../permissions/may-modify-step';
import type { FlowCirculation, FlowMove } from '../ports/flow-circulation';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { FlowRecordRepository } from '../ports/flow-record-repository';
import type { ProjectRepository } from '../ports/project-repository';
import { NotPermittedError } from '../shared/errors';
import type { Locale } from '../shared/labels';
import { formatFlowRecordTime } from '../shell/format-date';
import type { Actor } from './actor';
import type { CheckCirculation } from './check-circulation';
import {
  assertAtExpectedNode,
  type FlowContext,
  type KnownFlow,
  loadFlowContext,
  sendMove,
} from './flow-context';
import { effectOrThrow } from './outcome';
import { inputOf } from './save-project';

export interface BidExceptionInput {
  projectId: number;
  actor: Actor;
  expectedNodeId?: number;
  /** For process jump: the chosen step. */
  jumpToNodeId?: number;
  /** For change of tendering method: the form (§5), validated here. */
  changeMethod?: unknown;
  /** For edit information: the corrections message shown on the edit screen. */
  correctionsMessage?: string;
  locale?: Locale;
  /** The project, its steps and its blockers as the caller holds them: nothing is read again. */
  known?: KnownFlow;
}

export interface BidExceptionOutcome {
  exception: BidException;
  effect: ExceptionEffect;
  /** The flow move of an exception that jumps (process jump, re-evaluate). */
  move?: FlowMove;
}

/**
 * Runs one bid exception (§4 Exceptions): checks that it is offered to this user in this state (§6),
 * then carries out its effect in order — status change, jump, flow record — and says where the screen
 * goes next.
 */
export class ApplyBidException {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly flowNodes: FlowNodeRepository,
    private readonly checks: CheckCirculation,
    private readonly circulation: FlowCirculation,
    private readonly flowRecords: FlowRecordRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(exception: BidException, input: BidExceptionInput): Promise<BidExceptionOutcome> {
    const context = await loadFlowContext(this.projects, this.flowNodes, input.projectId, input.known);
    assertAtExpectedNode(context, input.expectedNodeId);
    await this.assertOffered(exception, context, input);
    const outcome = exceptionEffect(exception, {
      project: context.project,
      nodes: context.nodes,
      input: {
        jumpToNodeId: input.jumpToNodeId ?? null,
        changeMethod: input.changeMethod,
        correctionsMessage: input.correctionsMessage ?? null,
      },
    });
    const effect = effectOrThrow(outcome, input.locale);
    const move = await this.carryOut(exception, effect, context, input);
    return move ? { exception, effect, move } : { exception, effect };
  }

  private async assertOffered(
    exception: BidException,
    context: FlowContext,
    input: BidExceptionInput,
  ): Promise<void> {
    const { project, current, nodes } = context;
    const { actor } = input;
    const mayModify = decideModifyStep(project, current, actor.roleNames).allowed;
    const blockers = mayModify
      ? (input.known?.blockers ?? (await this.checks.execute(project, current)))
      : [];
    const offered = offeredExceptions({
      mayModify,
      mayJump: decideJump({ nodes, project, user: actor }).allowed,
      hasBlockers: blockers.length > 0,
      whileBlocked: exceptionsWhileBlocked(project, blockers),
    });
    if (!offered.includes(exception)) {
      throw new NotPermittedError(`The exception "${exception}" is not available for this project and user`);
    }
  }

  /** Carries out the effect in order — status change, jump, flow record — and gives the jump's move. */
  private async carryOut(
    exception: BidException,
    effect: ExceptionEffect,
    context: FlowContext,
    input: BidExceptionInput,
  ): Promise<FlowMove | undefined> {
    const { project, current, nodes } = context;
    const { actor } = input;
    if (Object.keys(effect.projectPatch).length > 0) {
      const { approvalDocument, ...status } = effect.projectPatch;
      const stored = inputOf(project);
      await this.projects.save({
        ...stored,
        ...status,
        ...(approvalDocument ? { eHonors: [...(stored.eHonors ?? []), approvalDocument] } : {}),
      });
    }
    const target = nodes.find((node) => node.id === effect.jumpToNodeId);
    const move = target
      ? await sendMove(
          this.circulation,
          {
            projectId: project.id,
            flowAction: 'jump',
            jumpNodeId: target.id,
            expectedNodeId: current.id,
            operator: actor.userName,
            ...(exception === 'reevaluate' ? { exception: 'reevaluate' as const } : {}),
          },
          { project, from: current, to: target },
          input.locale,
        )
      : undefined;
    if (effect.flowRecord) {
      await this.flowRecords.create({
        nodeType: effect.flowRecord.nodeType,
        // As the product's client writes them (§9); the server stamps its own time and tenant.
        creationTime: formatFlowRecordTime(this.now()),
        projectId: project.id,
        submitName: actor.userName,
        tenantId: FLOW_RECORD_TENANT_ID,
        user: { companyId: actor.companyId ?? null, id: actor.userId, name: actor.userName },
        fromNodeName: current.nodeName,
        toNodeName: effect.projectPatch.projectFlowName ?? null,
        biddingMethod: effect.flowRecord.biddingMethod ?? null,
        transactionWay: effect.flowRecord.transactionWay ?? null,
        transactionResult: effect.flowRecord.transactionResult ?? null,
      });
    }
    return move;
  }
}
