import {
  ConflictError,
  decideModifyStepRecords,
  evaluationStepOf,
  type FlowNode,
  NotPermittedError,
  type Project,
  refusal,
} from '@tender/domain';

/**
 * The server's assertStepRecordsWritable for the evaluation step's records (ADR 0007): the caller may
 * record the step (NotPermittedError) and the flow has not left it (ConflictError naming the step).
 * `records` names what is refused ("opening record", "committee").
 */
export function assertEvaluationWritable(
  project: Project,
  steps: readonly FlowNode[],
  roleNames: readonly string[],
  records: string,
): void {
  const decision = decideModifyStepRecords(project, steps, evaluationStepOf(steps), roleNames);
  if (decision.reason === 'past-step') {
    throw new ConflictError(
      refusal('pastStep', { step: decision.step?.nodeName ?? '', recordType: records }),
    );
  }
  if (!decision.allowed) {
    throw new NotPermittedError(
      refusal('recordsCannotChange', { project: project.id, reason: decision.reason ?? '' }),
    );
  }
}
