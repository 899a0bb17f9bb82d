import { type FlowRecord, flowRecordSchema, isAdmin, NotFoundError, NotPermittedError } from '@tender/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';
import { liveProject } from '../records/writable-project';
import { toWireFlowRecord } from './flow-record-wire';

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
  await liveProject(db, scope.tenantId, body.projectId);
  if (body.id === undefined) {
    const row = await db
      .insertInto('flowRecords')
      .values({
        tenantId: scope.tenantId,
        projectId: body.projectId,
        submitName: scope.userName,
        userId: scope.userId,
        userName: scope.userName,
        companyId: scope.companyId,
        creationTime: new Date(),
        ...describedBy(body),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toWireFlowRecord(row);
  }
  const stored = await db
    .selectFrom('flowRecords')
    .select(['userId'])
    .where('tenantId', '=', scope.tenantId)
    .where('projectId', '=', body.projectId)
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (!stored) throw new NotFoundError('FlowRecord', body.id);
  if (stored.userId !== scope.userId && !isAdmin(scope.roleNames)) {
    throw new NotPermittedError('Only its author or an Admin may change a flow record');
  }
  const row = await db
    .updateTable('flowRecords')
    .set(describedBy(body))
    .where('tenantId', '=', scope.tenantId)
    .where('id', '=', body.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWireFlowRecord(row);
}
