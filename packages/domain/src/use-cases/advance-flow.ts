import { blockingMessages } from '../circulation/blockers';
import { nodeAfter } from '../flow/find-node';
import type { FlowNode } from '../flow/flow-node';
import { interpretFlowResult } from '../flow/interpret-flow-result';
import { decideModifyStep } from '../permissions/may-modify-step';
import type { FlowCirculation } from '../ports/flow-circulation';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { ProjectRepository } from '../ports/project-repository';
import { BlockedError, ConflictError, NotPermittedError } from '../shared/errors';
import { type Locale, labelIn } from '../shared/labels';
import type { Actor } from './actor';
import type { CheckCirculation } from './check-circulation';
import { assertAtExpectedNode, loadFlowContext } from './flow-context';

export interface AdvanceFlowInput {
  projectId: number;
  actor: Actor;
  /** The step the user saw when clicking next; omit only in tools that re-read first. */
  expectedNodeId?: number;
  locale?: Locale;
}

export interface FlowMove {
  from: FlowNode;
  to: FlowNode;
}

/**
 * Moves a project to its next step (§4 next-step button): only a user who may modify the current step,
 * never from the last step, and never while the circulation checks block (§5).
 */
export class AdvanceFlow {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly flowNodes: FlowNodeRepository,
    private readonly checks: CheckCirculation,
    private readonly circulation: FlowCirculation,
  ) {}

  async execute(input: AdvanceFlowInput): Promise<FlowMove> {
    const context = await loadFlowContext(this.projects, this.flowNodes, input.projectId);
    assertAtExpectedNode(context, input.expectedNodeId);
    const { project, nodes, current } = context;
    const decision = decideModifyStep(project, current, input.actor.roleNames);
    if (!decision.allowed)
      throw new NotPermittedError(`You may not modify the step "${current.nodeName}" (${decision.reason})`);
    const next = nodeAfter(nodes, current.id);
    if (!next)
      throw new ConflictError(`"${current.nodeName}" is the last step: send the project to closing instead`);
    const blockers = await this.checks.execute(project, current);
    if (blockers.length > 0) throw new BlockedError(blockingMessages(blockers, input.locale ?? 'en'));
    const reply = await this.circulation.circulate({
      projectId: project.id,
      flowAction: 'next',
      expectedNodeId: current.id,
      operator: input.actor.userName,
    });
    const result = interpretFlowResult(reply.code, reply.msg);
    if (!result.ok) throw new BlockedError([labelIn(result.message, input.locale ?? 'en')]);
    return { from: current, to: next };
  }
}
