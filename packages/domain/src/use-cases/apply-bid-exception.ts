import type { BidException } from '../exceptions/bid-exceptions';
import type { ExceptionEffect } from '../exceptions/exception-effect';
import { exceptionEffect } from '../exceptions/exception-effect';
import { offeredExceptions } from '../exceptions/offered-exceptions';
import { interpretFlowResult } from '../flow/interpret-flow-result';
import { mayJump } from '../permissions/may-jump';
import { decideModifyStep } from '../permissions/may-modify-step';
import type { FlowCirculation } from '../ports/flow-circulation';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { FlowRecordRepository } from '../ports/flow-record-repository';
import type { ProjectRepository } from '../ports/project-repository';
import { BlockedError, NotPermittedError } from '../shared/errors';
import { type Locale, labelIn } from '../shared/labels';
import { FLOW_RECORD_TENANT_ID } from '../shell/constants';
import { formatFlowRecordTime } from '../shell/format-date';
import type { Actor } from './actor';
import type { CheckCirculation } from './check-circulation';
import { assertAtExpectedNode, type FlowContext, loadFlowContext } from './flow-context';
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
}

export interface BidExceptionOutcome {
  exception: BidException;
  effect: ExceptionEffect;
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
    const context = await loadFlowContext(this.projects, this.flowNodes, input.projectId);
    assertAtExpectedNode(context, input.expectedNodeId);
    await this.assertOffered(exception, context, input.actor);
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
    await this.carryOut(exception, effect, context, input);
    return { exception, effect };
  }

  private async assertOffered(exception: BidException, context: FlowContext, actor: Actor): Promise<void> {
    const { project, current } = context;
    const mayModify = decideModifyStep(project, current, actor.roleNames).allowed;
    const blockers = mayModify ? await this.checks.execute(project, current) : [];
    const offered = offeredExceptions({
      mayModify,
      mayJump: mayJump(actor, project),
      hasBlockers: blockers.length > 0,
    });
    if (!offered.includes(exception)) {
      throw new NotPermittedError(`The exception "${exception}" is not available for this project and user`);
    }
  }

  private async carryOut(
    exception: BidException,
    effect: ExceptionEffect,
    context: FlowContext,
    input: BidExceptionInput,
  ) {
    const { project, current } = context;
    const { actor } = input;
    if (Object.keys(effect.projectPatch).length > 0) {
      await this.projects.save({ ...inputOf(project), ...effect.projectPatch });
    }
    if (effect.jumpToNodeId !== undefined) {
      const reply = await this.circulation.circulate({
        projectId: project.id,
        flowAction: 'jump',
        jumpNodeId: effect.jumpToNodeId,
        expectedNodeId: current.id,
        operator: actor.userName,
        ...(exception === 'reevaluate' ? { exception: 'reevaluate' as const } : {}),
      });
      const result = interpretFlowResult(reply.code, reply.msg);
      if (!result.ok) throw new BlockedError([labelIn(result.message, input.locale ?? 'en')]);
    }
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
  }
}
