import type { FlowAction, FlowResultCode } from '../flow/flow-record';

export interface CirculationRequest {
  projectId: number;
  flowAction: FlowAction;
  /** The step to jump to (jump only). */
  jumpNodeId?: number;
  /** The step the caller believes the project is at; a stale value gets a conflict, so a double click advances once. */
  expectedNodeId?: number;
  /** Set when the jump is the re-evaluate exception rather than a process jump (§4). */
  exception?: 'reevaluate';
  /** The operator's display name; the server records the signed-in user regardless. */
  operator?: string;
}

export interface CirculationReply {
  code: FlowResultCode | string;
  msg: string;
  /** The step the project is at after the call. */
  currentNodeId?: number | null;
}

/** Moves a project's flow (§7 CirculationProjectFlowById). */
export interface FlowCirculation {
  circulate(request: CirculationRequest): Promise<CirculationReply>;
}
export const FlowCirculation = Symbol.for('tender.FlowCirculation');
