import {
  type CirculationReply,
  type CirculationRequest,
  ConflictError,
  type FlowCirculation,
  FlowRecordType,
  FlowResultCode,
  furthestReachedNode,
  NotFoundError,
  nodeAfter,
  orderFlow,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { ProcessEngine } from '../workflow/process-engine';
import { KyselyFlowNodeRepository } from './kysely-flow-node-repository';
import type { RequestScope } from './request-scope';

/**
 * The database side of circulation (§7 CirculationProjectFlowById): moves the project's pointer, writes
 * the flow record and keeps the workflow engine's instance on the same step. Runs inside the caller's
 * transaction, after the rules (AdvanceFlow, JumpFlow, the re-evaluate exception) have passed.
 */
export class KyselyFlowCirculation implements FlowCirculation {
  constructor(
    private readonly trx: Kysely<Database>,
    private readonly scope: RequestScope,
    private readonly flowNodes = new KyselyFlowNodeRepository(trx, scope.tenantId),
  ) {}

  async circulate(request: CirculationRequest): Promise<CirculationReply> {
    const project = await this.trx
      .selectFrom('projects')
      .select(['id', 'flowInstanceId', 'currentNodeId', 'biddingMethod'])
      .where('tenantId', '=', this.scope.tenantId)
      .where('id', '=', request.projectId)
      .where('isDeleted', '=', false)
      .forUpdate()
      .executeTakeFirst();
    if (!project) throw new NotFoundError('Project', request.projectId);
    const nodes = orderFlow(await this.flowNodes.listByInstance(project.flowInstanceId ?? ''));
    const from = furthestReachedNode(nodes, project);
    if (!from) return { code: FlowResultCode.Failed, msg: 'The project has no flow' };
    if (request.expectedNodeId !== undefined && request.expectedNodeId !== from.id) {
      throw new ConflictError(`The project has moved on: it is at "${from.nodeName}"`);
    }
    const to =
      request.flowAction === 'next'
        ? nodeAfter(nodes, from.id)
        : nodes.find((n) => n.id === request.jumpNodeId);
    if (!to)
      return {
        code: FlowResultCode.Refused,
        msg: request.flowAction === 'next' ? 'This is the last step' : 'There is no such step in this flow',
      };
    await this.trx
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
      .execute();
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
