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
    const now = new Date();
    const nodeType = request.flowAction === 'next' ? FlowRecordType.Next : FlowRecordType.Jump;
    // The pointer and its flow record in one statement: a move's cost scales with its statements.
    const { scope } = this;
    const { rows } = await sql<{ id: number }>`
      with moved as (
        update projects set current_node_id = ${to.id}::int, project_flow_name = ${to.nodeName}::text,
          version = version + 1, last_modification_time = ${now}::timestamptz,
          last_modifier_user_id = ${scope.userId}::int
        where tenant_id = ${scope.tenantId}::int and id = ${project.id}::int and is_deleted = false
        returning id
      )
      insert into flow_records (tenant_id, project_id, node_type, submit_name, user_id, user_name, company_id,
        from_node_id, from_node_name, to_node_id, to_node_name, creation_time)
      select ${scope.tenantId}::int, moved.id, ${nodeType}::text, ${scope.userName}::text, ${scope.userId}::int,
        ${scope.userName}::text, ${scope.companyId}::int, ${from.id}::int, ${from.nodeName}::text, ${to.id}::int,
        ${to.nodeName}::text, ${now}::timestamptz
      from moved
      returning id`.execute(this.trx);
    if (rows.length === 0) throw new NotFoundError('Project', project.id);
    await new ProcessEngine(this.trx, this.scope).moveTo(project, to, request.flowAction);
    return { code: FlowResultCode.Success, msg: `${from.nodeName} → ${to.nodeName}`, currentNodeId: to.id };
  }
}
