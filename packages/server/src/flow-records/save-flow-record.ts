import {
  type FlowRecord,
  flowRecordSchema,
  isAdmin,
  NotFoundError,
  NotPermittedError,
  refusal,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { KyselyFlowRecordStore } from '../adapters/flow-records/kysely-flow-record-store';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';

/**
 * CreateOrUpdate's body: a flow record (§3). The author (`user`, `submitName`), `tenantId` and
 * `creationTime` are accepted for round trips but the server sets them: the signed-in user, the caller's
 * tenant, now.
 */
export const saveFlowRecordBody = flowRecordSchema.extend({
  creationTime: z.string().optional(),
  submitName: z.string().max(100).optional(),
  tenantId: z.number().int().optional(),
  user: flowRecordSchema.shape.user.optional(),
});
export type SaveFlowRecordBody = z.infer<typeof saveFlowRecordBody>;

/** The fields a flow record's author may correct; project, author and time never change. */
function describedBy(body: SaveFlowRecordBody) {
  return {
    nodeType: body.nodeType,
    fromNodeName: body.fromNodeName ?? null,
    toNodeName: body.toNodeName ?? null,
    biddingMethod: body.biddingMethod ?? null,
    transactionWay: body.transactionWay ?? null,
    transactionResult: body.transactionResult ?? null,
  };
}

/**
 * Writes a flow record of a live project of the caller's tenant (404 otherwise). Read-only projects
 * accept them: the change of method writes its record after the project went to auditState 13 (§4).
 * With an id it corrects that record, which only its author or an Admin may do.
 */
export async function saveFlowRecord(
  db: Kysely<Database>,
  scope: RequestScope,
  body: SaveFlowRecordBody,
): Promise<FlowRecord> {
  await new KyselyProjectLookups(db, scope.tenantId).liveStatus(body.projectId);
  const store = new KyselyFlowRecordStore(db, scope.tenantId);
  if (body.id === undefined) {
    return store.insert({
      projectId: body.projectId,
      submitName: scope.userName,
      userId: scope.userId,
      userName: scope.userName,
      companyId: scope.companyId,
      creationTime: new Date(),
      ...describedBy(body),
    });
  }
  const stored = await store.authorOf(body.projectId, body.id);
  if (!stored) throw new NotFoundError('FlowRecord', body.id);
  if (stored.userId !== scope.userId && !isAdmin(scope.roleNames)) {
    throw new NotPermittedError(refusal('flowRecordAuthorOnly'));
  }
  return store.correct(body.id, describedBy(body));
}
