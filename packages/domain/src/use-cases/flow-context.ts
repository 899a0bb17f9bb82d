import type { Blocker } from '../circulation/blockers';
import { furthestReachedNode } from '../flow/flow-navigation';
import type { FlowNode } from '../flow/flow-node';
import { interpretFlowResult } from '../flow/interpret-flow-result';
import { orderFlow } from '../flow/order-flow';
import type {
  CirculationMove,
  CirculationReply,
  CirculationRequest,
  FlowCirculation,
  FlowMove,
} from '../ports/flow-circulation';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { ProjectRepository } from '../ports/project-repository';
import type { Project } from '../projects/project';
import { BlockedError, ConflictError } from '../shared/errors';
import { type Locale, labelIn } from '../shared/labels';
import { refusal } from '../shared/refusal-messages';

/** A project with its ordered steps and the step it has reached: what every flow use case decides on. */
export interface FlowContext {
  project: Project;
  nodes: FlowNode[];
  current: FlowNode;
}

/**
 * What a caller already holds about the project it acts on: the screen that drew it, or a CLI command
 * that read it to ask its question. A use case given it reads nothing again before it moves the flow;
 * the expected-node guard and the server's own decision still stand against stale data.
 */
export interface KnownFlow {
  readonly project: Project;
  /** The steps, in any order. */
  readonly nodes: readonly FlowNode[];
  /** The blocking messages of leaving the current step, when the caller has read them. */
  readonly blockers?: readonly Blocker[] | undefined;
}

export async function loadFlowContext(
  projects: ProjectRepository,
  flowNodes: FlowNodeRepository,
  projectId: number,
  known?: KnownFlow,
): Promise<FlowContext> {
  if (known && known.project.id !== projectId) {
    throw new ConflictError(
      `The flow given for project ${known.project.id} is not that of project ${projectId}`,
    );
  }
  const project = known?.project ?? (await projects.getDetail(projectId));
  const nodes = orderFlow(
    known?.nodes ?? (project.flowInstanceId ? await flowNodes.listByInstance(project.flowInstanceId) : []),
  );
  const current = furthestReachedNode(nodes, project);
  if (!current) throw new ConflictError(refusal('noFlow', { project: projectId }));
  return { project, nodes, current };
}

/** The message of a caller acting on a step the project has left (a double click, a stale screen). */
export function movedOnError(current: Pick<FlowNode, 'nodeName'>): ConflictError {
  return new ConflictError(refusal('movedOn', { step: current.nodeName }));
}

/** Refuses when the caller acted on a step the project has already left (a double click, a stale screen). */
export function assertAtExpectedNode(context: FlowContext, expectedNodeId: number | undefined): void {
  if (expectedNodeId !== undefined && context.current.id !== expectedNodeId)
    throw movedOnError(context.current);
}

/**
 * Refuses as the flow reply says (§4 codes "3" and "4"): the server's blocking messages one by one when it
 * lists them, else its message (or the generic one) in the caller's language.
 */
export function assertFlowMoved(reply: CirculationReply, locale: Locale | undefined): void {
  const result = interpretFlowResult(reply.code, reply.msg);
  if (result.ok) return;
  const listed = reply.messages?.filter((message) => message.trim() !== '') ?? [];
  throw new BlockedError(listed.length > 0 ? listed : [labelIn(result.message, locale ?? 'en')]);
}

/** Sends a decided move and refuses as the reply says; resolves with the move once it is made. */
export async function sendMove(
  circulation: FlowCirculation,
  request: CirculationRequest,
  move: CirculationMove,
  locale: Locale | undefined,
): Promise<FlowMove> {
  assertFlowMoved(await circulation.circulate(request, move), locale);
  return { from: move.from, to: move.to };
}
