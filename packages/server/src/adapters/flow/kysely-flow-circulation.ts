import {
  type CirculationMove,
  type CirculationReply,
  type CirculationRequest,
  type FlowCirculation,
  FlowRecordType,
  FlowResultCode,
  NotFoundError,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { ProcessEngine } from '../../workflow/process-engine';
import type { RequestScope } from '../request-scope';

/**
 * The database side of circulation (§7 CirculationProjectFlowById): writes the move the rules decided —
 * the project's pointer, the flow record, and the workflow engine's instance on the same step. Runs inside
 * the caller's transaction, with the project's row locked before the rules read it (ADR 0003), so the
 * move it is given is the one the stored project allows: it reads and decides nothing again.
 */
export class KyselyFlowCirculation implements FlowCirculation {
  constructor(
    private readonly trx: Kysely<Database>,
    private readonly scope: RequestScope,
  ) {}

  async circulate(request: CirculationRequest, move: CirculationMove): Promise<CirculationReply> {
    const { project, from, to } = move;
    const moved = await this.trx
      .updateTable('projects')
      .set({
        currentNodeId: to.id,
        projectFlowName: to.nodeName,
        version: sql`version + 1`,
        lastModificationTime: new Date(),
        lastModifierUserId: this.scope.userId,
      })
      .where('tenantId', '=', this.scope.tenantId)
      .where('id', '=', project.id)
      .where('isDeleted', '=', false)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) throw new NotFoundError('Project', project.id);
    await this.trx
      .insertInto('flowRecords')
      .values({
        tenantId: this.scope.tenantId,
        projectId: project.id,
        nodeType: request.flowAction === 'next' ? FlowRecordType.Next : FlowRecordType.Jump,
        submitName: this.scope.userName,
        userId: this.scope.userId,
        userName: this.scope.userName,
        companyId: this.scope.companyId,
        fromNodeId: from.id,
        fromNodeName: from.nodeName,
        toNodeId: to.id,
        toNodeName: to.nodeName,
        creationTime: new Date(),
      })
      .execute();
    await new ProcessEngine(this.trx, this.scope).moveTo(project, to, request.flowAction);
    return { code: FlowResultCode.Success, msg: `${from.nodeName} → ${to.nodeName}`, currentNodeId: to.id };
  }
}
