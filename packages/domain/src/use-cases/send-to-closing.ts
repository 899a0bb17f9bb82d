import { type ExceptionEffect, toClosingEffect } from '../exceptions/exception-effect';
import { LAST_NODE } from '../flow/flow-node';
import { decideModifyStep } from '../permissions/may-modify-step';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { ProjectRepository } from '../ports/project-repository';
import { ConflictError, NotPermittedError } from '../shared/errors';
import { refusal } from '../shared/refusal-messages';
import type { Actor } from './actor';
import { assertAtExpectedNode, type KnownFlow, loadFlowContext } from './flow-context';
import { effectOrThrow } from './outcome';
import { inputOf } from './save-project';

/**
 * The to-closing button on the final step (§4): sets auditState 13 and 项目待结项, then the screen
 * opens the closing application.
 */
export class SendToClosing {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly flowNodes: FlowNodeRepository,
  ) {}

  async execute(input: {
    projectId: number;
    actor: Actor;
    expectedNodeId?: number;
    /** The project and its steps as the caller holds them: nothing is read again. */
    known?: KnownFlow;
  }): Promise<ExceptionEffect> {
    const context = await loadFlowContext(this.projects, this.flowNodes, input.projectId, input.known);
    assertAtExpectedNode(context, input.expectedNodeId);
    const { project, current } = context;
    const decision = decideModifyStep(project, current, input.actor.roleNames);
    if (!decision.allowed)
      throw new NotPermittedError(refusal('mayNotModifyProject', { reason: decision.reason }));
    if (current.nextNodeId !== LAST_NODE) {
      throw new ConflictError(refusal('closingFromLastStepOnly', { step: current.nodeName }));
    }
    const effect = effectOrThrow(toClosingEffect(project));
    await this.projects.save({ ...inputOf(project), ...effect.projectPatch });
    return effect;
  }
}
