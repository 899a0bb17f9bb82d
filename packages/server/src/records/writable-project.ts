import { decideModifyStep, furthestReachedNode, NotFoundError, NotPermittedError } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyFlowNodeRepository } from '../adapters/kysely-flow-node-repository';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';

/**
 * A live project of the tenant (else 404, so another tenant's project looks missing), read for its state.
 */
export async function liveProject(db: Kysely<Database>, tenantId: number, projectId: number) {
  const project = await db
    .selectFrom('projects')
    .select(['id', 'state', 'auditState', 'currentNodeId', 'flowInstanceId'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', projectId)
    .where('isDeleted', '=', false)
    .executeTakeFirst();
  if (!project) throw new NotFoundError('Project', projectId);
  return project;
}

/**
 * Records are the facts the circulation checks count (§5), so only someone who may move the flow may
 * change them: the user must be allowed to modify the project's current step (§6 — state 3, no
 * auditState, and a role in the step's flowRoles, if it names any). The records of a read-only project
 * (state 5 or 8, or an auditState: a closed project) are frozen with it. 403, like a refused save.
 */
export async function assertRecordsWritable(
  db: Kysely<Database>,
  scope: Pick<RequestScope, 'tenantId' | 'roleNames'>,
  projectId: number,
): Promise<void> {
  const project = await liveProject(db, scope.tenantId, projectId);
  const nodes = project.flowInstanceId
    ? await new KyselyFlowNodeRepository(db, scope.tenantId).listByInstance(project.flowInstanceId)
    : [];
  const decision = decideModifyStep(project, furthestReachedNode(nodes, project), scope.roleNames);
  if (!decision.allowed) {
    throw new NotPermittedError(`The records of project ${projectId} cannot change (${decision.reason})`);
  }
}
