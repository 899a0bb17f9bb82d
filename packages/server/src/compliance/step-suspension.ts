import { ConflictError, findNodeByRouter, suspensionOf, suspensionRefusal } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyFlowNodeRepository } from '../adapters/flow/kysely-flow-node-repository';
import { KyselyObjectionStore } from '../adapters/objections/kysely-objection-store';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import type { Database } from '../db/schema';

/**
 * The server's enforcement of an objection's suspension (实施条例 第二十二条, 第五十四条: "作出答复前，应当暂停
 * 招标投标活动"): a write to a step an unanswered objection suspends (suspensionOf, the rule the step pages
 * show) is refused with 409, naming the step, the objection's receipt and the article; the caller then
 * changes nothing. Circulation blocks on the same rule (CheckCirculation). `step` is the flow's step
 * (its router, and its name for the refusal).
 */
export async function assertStepNotSuspended(
  db: Kysely<Database>,
  tenantId: number,
  projectId: number,
  step: { readonly router: string; readonly nodeName: string },
): Promise<void> {
  const store = new KyselyObjectionStore(db, { tenantId, userId: 0 });
  const objections = await store.objectionsOf(projectId);
  if (objections.length === 0) return;
  const suspension = suspensionOf(step.router, objections, await store.regimeOf(projectId));
  if (suspension) throw new ConflictError(suspensionRefusal(suspension, step.nodeName));
}

/**
 * The same for the step of the project's flow served by `router` (a notice's step): named as the flow
 * names it, or by its router where the flow has no such step.
 */
export async function assertFlowStepNotSuspended(
  db: Kysely<Database>,
  tenantId: number,
  projectId: number,
  router: string,
): Promise<void> {
  const flowInstanceId = await new KyselyProjectLookups(db, tenantId).flowInstanceIdOf(projectId);
  const nodes = flowInstanceId
    ? await new KyselyFlowNodeRepository(db, tenantId).listByInstance(flowInstanceId)
    : [];
  const step = findNodeByRouter(nodes, router);
  await assertStepNotSuspended(db, tenantId, projectId, { router, nodeName: step?.nodeName ?? router });
}
