import type { ProcessInstance } from './workflow-schemas';

/** Where a step stands in a process (§7 getProcessProgress). */
export type StepStatus = 'done' | 'current' | 'pending';

export interface ProgressStep {
  readonly nodeId: number;
  readonly name: string;
  readonly sort: number;
  readonly status: StepStatus;
}

/**
 * The steps of a process in flow order with their status: the steps before the current one are done,
 * the current one is current, the rest pending; a completed process has every step done. A terminated
 * process keeps its last step as current, since the project stays on it (the two must agree).
 */
export function stepProgress(
  orderedSteps: readonly { id: number; nodeName: string }[],
  currentNodeId: number | null,
  state: string,
): ProgressStep[] {
  const currentIndex = orderedSteps.findIndex((s) => s.id === currentNodeId);
  return orderedSteps.map((step, index) => ({
    nodeId: step.id,
    name: step.nodeName,
    sort: index + 1,
    status:
      state === 'completed' || index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'pending',
  }));
}

/** A process's progress (§7 getProcessProgress): its steps with their status, one page of them (§9: 1000). */
export function processProgress(
  instance: ProcessInstance,
  orderedSteps: readonly { id: number; nodeName: string }[],
  pageNum: number,
  pageSize: number,
) {
  const steps = stepProgress(orderedSteps, instance.currentNodeId, instance.state);
  return {
    processInstanceId: instance.id,
    businessKey: instance.businessKey,
    state: instance.state,
    pageNum,
    pageSize,
    total: steps.length,
    items: steps.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  };
}
