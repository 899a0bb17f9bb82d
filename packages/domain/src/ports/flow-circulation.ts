import { z } from 'zod';
import type { FlowNode } from '../flow/flow-node';
import { flowActionSchema } from '../flow/flow-record';
import type { Project } from '../projects/project';

/**
 * The body of §7 CirculationProjectFlowById as Tender's clients send it: the flow action, the project,
 * the operator and, for a jump, the target step. The server parses it with this schema.
 */
export const circulationRequestSchema = z.object({
  projectId: z.number().int().positive(),
  flowAction: flowActionSchema,
  /** The step to jump to (jump only). */
  jumpNodeId: z.number().int().positive().optional(),
  /** The step the caller believes the project is at; a stale value gets a conflict, so a double click advances once. */
  expectedNodeId: z.number().int().positive().optional(),
  /** Set when the jump is the re-evaluate exception rather than a process jump (§4). */
  exception: z.literal('reevaluate').optional(),
  /** The operator's display name as the client shows it; the server records the signed-in user regardless. */
  operator: z.string().max(100).optional(),
});
export type CirculationRequest = z.infer<typeof circulationRequestSchema>;

/**
 * The reply (§4): a result code ("1" moved; "3" and "4" refused with a message for the user — a legacy
 * server may send the code as a number, which interpretFlowResult reads), the message, and from Tender's
 * server the blocking messages one by one and the step the project is at afterwards. `msg` keeps the
 * messages joined by line breaks for other clients of §4.
 */
export const circulationReplySchema = z.object({
  code: z.union([z.string(), z.number()]),
  msg: z.string().nullish(),
  messages: z.array(z.string()).optional(),
  currentNodeId: z.number().int().nullish(),
});
export type CirculationReply = z.infer<typeof circulationReplySchema>;

/** Where a flow move took a project: the step it left and the step it is at now. */
export interface FlowMove {
  from: FlowNode;
  to: FlowNode;
}

/** A move the rules allowed, with the project as they read it. */
export interface CirculationMove extends FlowMove {
  readonly project: Project;
}

/**
 * Carries out a flow move (§7 CirculationProjectFlowById). Over HTTP the request goes to the API server,
 * which decides again on what it stores (the client's decision is only a hint); on the server the
 * database adapter writes the move the use case decided under the project's row lock (ADR 0003).
 */
export interface FlowCirculation {
  circulate(request: CirculationRequest, move: CirculationMove): Promise<CirculationReply>;
}
export const FlowCirculation = Symbol.for('tender.FlowCirculation');
