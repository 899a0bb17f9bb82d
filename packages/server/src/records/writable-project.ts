import {
  ConflictError,
  decideModifyStepRecords,
  type FlowNode,
  NotPermittedError,
  type RecordType,
  refusal,
  stepOfRecordType,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyFlowNodeRepository } from '../adapters/flow/kysely-flow-node-repository';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import type { RequestScope } from '../adapters/request-scope';
import { assertStepNotSuspended } from '../compliance/step-suspension';
import type { Database } from '../db/schema';

/**
 * Records are the facts the circulation checks count (§5), so only someone who may move the flow may
 * change them: the user must be allowed to modify the project's current step (§6 — state 3, no
 * auditState, and a role in the step's flowRoles, if it names any). The records of a read-only project
 * (state 5 or 8, or an auditState: a closed project) are frozen with it. 403, like a refused save; a
 * project that is not a live one of the tenant is 404 (ADR 0007). The records of a step the flow has
 * left (a sign-up once the flow is past 报名) are what it moved on with: 409, naming the step
 * (decideModifyStepRecords, the rule the step pages show).
 */
export async function assertRecordsWritable(
  db: Kysely<Database>,
  scope: Pick<RequestScope, 'tenantId' | 'roleNames'>,
  projectId: number,
  /** The type of the record written; none for what belongs to the whole project (notices). */
  type?: RecordType,
): Promise<void> {
  await assertStepRecordsWritable(db, scope, projectId, {
    stepOf: (nodes) => (type ? stepOfRecordType(nodes, type) : undefined),
    records: type ?? '',
  });
}

/**
 * The same rule for the records of one step, found by `stepOf` (the evaluation step's opening record,
 * committee and marks): `records` names them in the refusal of a past step.
 */
export async function assertStepRecordsWritable(
  db: Kysely<Database>,
  scope: Pick<RequestScope, 'tenantId' | 'roleNames'>,
  projectId: number,
  what: { readonly stepOf: (nodes: readonly FlowNode[]) => FlowNode | undefined; readonly records: string },
): Promise<void> {
  const project = await new KyselyProjectLookups(db, scope.tenantId).liveStatus(projectId);
  const nodes = project.flowInstanceId
    ? await new KyselyFlowNodeRepository(db, scope.tenantId).listByInstance(project.flowInstanceId)
    : [];
  const decision = decideModifyStepRecords(project, nodes, what.stepOf(nodes), scope.roleNames);
  if (decision.reason === 'past-step') {
    throw new ConflictError(
      refusal('pastStep', { step: decision.step?.nodeName ?? '', recordType: what.records }),
    );
  }
  if (!decision.allowed) {
    throw new NotPermittedError(
      refusal('recordsCannotChange', { project: projectId, reason: decision.reason ?? '' }),
    );
  }
  // The records of a step an unanswered objection suspends wait for its reply (实施条例 第二十二条, 第五十四条).
  const step = what.stepOf(nodes);
  if (step) await assertStepNotSuspended(db, scope.tenantId, projectId, step);
}
