import { CIRCULATION_ROUTERS } from '../circulation/blockers';
import { findNodeByRouter } from '../flow/find-node';
import { furthestReachedIndex, furthestReachedNode } from '../flow/flow-navigation';
import type { FlowNode } from '../flow/flow-node';
import { orderFlow } from '../flow/order-flow';
import type { RecordType } from '../records/records';
import { decideModifyStep, type ModifiableProject, type ModifyStepRefusal } from './may-modify-step';

/** The step fields the rule reads. */
export type StepOfRecords = Pick<
  FlowNode,
  'id' | 'nodeName' | 'router' | 'sort' | 'nextNodeId' | 'flowRoles'
>;

/**
 * Why the records shown on a step page cannot change: a §6 refusal for the current step, or
 * past-step — the flow has moved on from the step, so its records are what the flow moved on with.
 */
export type StepRecordsRefusal = ModifyStepRefusal | 'past-step';

export type StepRecordsDecision =
  | { readonly allowed: true; readonly reason?: undefined; readonly step?: undefined }
  | { readonly allowed: false; readonly reason: StepRecordsRefusal; readonly step?: StepOfRecords };

/**
 * The record types that belong to one step, by the router of its page (§2, §5): a sign-up is the
 * sign-up step's fact, and so on. Objections, sign-ins and clarifications belong to the project and are
 * changed on whichever step is current.
 */
const RECORD_STEP_ROUTERS: Partial<Record<RecordType, string>> = {
  signUp: CIRCULATION_ROUTERS.signUp,
  qualificationPurchase: CIRCULATION_ROUTERS.qualificationPurchase,
  qualificationResult: CIRCULATION_ROUTERS.qualificationResult,
  tenderDocument: '/tender-document',
  invitation: '/tender-invitation',
  contract: '/contract-signing',
  singleSourcePublicity: '/single-source-publicity',
};

/** The record types a step's page keeps, by its router (none for a step without records of its own). */
export function recordTypesOfStep(router: string): RecordType[] {
  return (Object.entries(RECORD_STEP_ROUTERS) as [RecordType, string][]).flatMap(([type, stepRouter]) =>
    stepRouter === router ? [type] : [],
  );
}

/** The step of the flow whose records are of this type, or undefined for a project-wide type. */
export function stepOfRecordType<N extends Pick<FlowNode, 'router'>>(
  nodes: readonly N[],
  type: RecordType,
): N | undefined {
  const router = RECORD_STEP_ROUTERS[type];
  return router ? findNodeByRouter(nodes, router) : undefined;
}

/**
 * Whether the flow has left the step: it comes before the project's current step (§4, the furthest
 * reached). The circulation checks (§5) counted its records when the flow left it, so they are what the
 * flow moved on with. A step ahead, or one not in the flow, is not past.
 */
export function isPastStep(
  project: { readonly currentNodeId?: number | null },
  nodes: readonly Pick<FlowNode, 'id' | 'sort' | 'nextNodeId'>[],
  step: Pick<FlowNode, 'id'> | undefined,
): boolean {
  const ordered = orderFlow(nodes);
  const index = step ? ordered.findIndex((node) => node.id === step.id) : -1;
  return index !== -1 && index < furthestReachedIndex(ordered, project);
}

/**
 * Whether the user may change the records of a step (§6, ADR 0007). A past step (isPastStep) is
 * read-only for everyone: changing its records now would rewrite what the flow moved on with, so the
 * page offers no write and the server refuses one. Any other step's records follow §6 for the current
 * step: state 3, no auditState, a role in its flowRoles if it names any. `step` is the page's step, or
 * the step of the written record's type (stepOfRecordType); undefined for what belongs to the whole
 * project.
 */
export function decideModifyStepRecords<N extends StepOfRecords>(
  project: ModifiableProject & { readonly currentNodeId?: number | null },
  nodes: readonly N[],
  step: N | undefined,
  roleNames: readonly string[],
): StepRecordsDecision {
  const decision = decideModifyStep(project, furthestReachedNode(nodes, project), roleNames);
  // A read-only project says so first: that is the reason whatever the step.
  if (!decision.allowed && decision.reason !== 'role-not-in-step') return decision;
  if (isPastStep(project, nodes, step)) return { allowed: false, reason: 'past-step', step };
  return decision;
}
