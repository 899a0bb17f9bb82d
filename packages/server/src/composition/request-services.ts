import { AdvanceFlow, ApplyBidException, CheckCirculation, GetProject, JumpFlow } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyProjectDeadlinesSource } from '../adapters/compliance/kysely-project-deadlines-source';
import { KyselyCommitteeCheckSource } from '../adapters/evaluation/kysely-committee-check-source';
import { KyselyFlowCirculation } from '../adapters/flow/kysely-flow-circulation';
import { KyselyFlowNodeRepository } from '../adapters/flow/kysely-flow-node-repository';
import { KyselyFlowRecordRepository } from '../adapters/flow-records/kysely-flow-record-repository';
import { KyselyProjectRepository } from '../adapters/projects/kysely-project-repository';
import { KyselyRecordRepository } from '../adapters/records/kysely-record-repository';
import type { RequestScope } from '../adapters/request-scope';
import type { Clock } from '../config';
import type { Database } from '../db/schema';
import { ProcessEngine } from '../workflow/process-engine';

/**
 * The composition of one request: the domain's ports over one database handle (usually a transaction),
 * the use cases built on them, and the workflow engine —
 * the server runs the same use cases as the clients, with database adapters behind them.
 */
export function requestServices(db: Kysely<Database>, scope: RequestScope, clock: Clock) {
  const projects = new KyselyProjectRepository(db, scope);
  const flowNodes = new KyselyFlowNodeRepository(db, scope.tenantId);
  const records = new KyselyRecordRepository(db, scope);
  const flowRecords = new KyselyFlowRecordRepository(db, scope.tenantId);
  const circulation = new KyselyFlowCirculation(db, scope);
  // The checks block on the statutory bounds the project breaks too (ADR 0022): one statement more.
  const deadlines = new KyselyProjectDeadlinesSource(db, scope.tenantId, clock);
  // Leaving an evaluation step, the committee's composition too (ADR 0019): read on that step only.
  const checks = new CheckCirculation(records, deadlines, new KyselyCommitteeCheckSource(db, scope.tenantId));
  return {
    /** The handle the ports run on, for work beside them in the same transaction (row locks). */
    db,
    /** The server's clock (tests set it). */
    clock,
    projects,
    flowNodes,
    /** The workflow engine's process of each project, moved in the same transaction (ADR 0006). */
    workflow: new ProcessEngine(db, scope),
    records,
    flowRecords,
    deadlines,
    checks,
    getProject: new GetProject(projects, flowNodes),
    advanceFlow: new AdvanceFlow(projects, flowNodes, checks, circulation),
    jumpFlow: new JumpFlow(projects, flowNodes, circulation),
    applyBidException: new ApplyBidException(projects, flowNodes, checks, circulation, flowRecords),
  };
}
export type RequestServices = ReturnType<typeof requestServices>;
