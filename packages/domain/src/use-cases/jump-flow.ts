import { interpretFlowResult } from '../flow/interpret-flow-result';
import { mayJump } from '../permissions/may-jump';
import type { FlowCirculation } from '../ports/flow-circulation';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { ProjectRepository } from '../ports/project-repository';
import { BlockedError, NotFoundError, NotPermittedError } from '../shared/errors';
import { type Locale, labelIn } from '../shared/labels';
import type { Actor } from './actor';
import type { FlowMove } from './advance-flow';
import { assertAtExpectedNode, loadFlowContext } from './flow-context';

export interface JumpFlowInput {
  projectId: number;
  actor: Actor;
  /** The target step, by id or by name. */
  to: number | string;
  expectedNodeId?: number;
  locale?: Locale;
}

/** Moves a project to any step of its flow (§4 process jump): Admin or the project's manager only (§6). */
export class JumpFlow {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly flowNodes: FlowNodeRepository,
    private readonly circulation: FlowCirculation,
  ) {}

  async execute(input: JumpFlowInput): Promise<FlowMove> {
    const context = await loadFlowContext(this.projects, this.flowNodes, input.projectId);
    assertAtExpectedNode(context, input.expectedNodeId);
    const { project, nodes, current } = context;
    if (!mayJump(input.actor, project)) {
      throw new NotPermittedError('Only an Admin or the project manager may jump the flow');
    }
    const target = nodes.find((n) => n.id === input.to || n.nodeName === input.to);
    if (!target) throw new NotFoundError('Flow step', input.to);
    const reply = await this.circulation.circulate({
      projectId: project.id,
      flowAction: 'jump',
      jumpNodeId: target.id,
      expectedNodeId: current.id,
      operator: input.actor.userName,
    });
    const result = interpretFlowResult(reply.code, reply.msg);
    if (!result.ok) throw new BlockedError([labelIn(result.message, input.locale ?? 'en')]);
    return { from: current, to: target };
  }
}
