import { AdvanceFlow, ApplyBidException, CheckCirculation, GetProject, JumpFlow } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ProcessEngine } from '../workflow/process-engine';
import { KyselyFlowCirculation } from './kysely-flow-circulation';
import { KyselyFlowNodeRepository } from './kysely-flow-node-repository';
import { KyselyFlowRecordRepository } from './kysely-flow-record-repository';
import { KyselyProjectRepository } from './kysely-project-repository';
import { KyselyRecordRepository } from './kysely-record-repository';
import type { RequestScope } from './request-scope';

/**
 * The domain's ports and use cases over one database handle (usually a transaction) for one request:
 * the server runs the same use cases as the clients, with database adapters behind them.
 */
export function requestPorts(db: Kysely<Database>, scope: RequestScope) {
  const projects = new KyselyProjectRepository(db, scope);
  const flowNodes = new KyselyFlowNodeRepository(db, scope.tenantId);
  const records = new KyselyRecordRepository(db, scope);
  const flowRecords = new KyselyFlowRecordRepository(db, scope.tenantId);
  const circulation = new KyselyFlowCirculation(db, scope, flowNodes);
  const checks = new CheckCirculation(records);
  return {
    /** The handle the ports run on, for work beside them in the same transaction (row locks). */
    db,
    projects,
    flowNodes,
    /** The workflow engine's process of each project, moved in the same transaction (issue 3). */
    workflow: new ProcessEngine(db, scope),
    records,
    flowRecords,
    checks,
    getProject: new GetProject(projects, flowNodes),
    advanceFlow: new AdvanceFlow(projects, flowNodes, checks, circulation),
    jumpFlow: new JumpFlow(projects, flowNodes, circulation),
    exceptions: new ApplyBidException(projects, flowNodes, checks, circulation, flowRecords),
  };
}
export type RequestPorts = ReturnType<typeof requestPorts>;
