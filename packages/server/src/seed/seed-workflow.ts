import { ProjectState } from '@tender/domain';
import type { Insertable, Kysely } from 'kysely';
import { insertInChunks } from '../db/reserve-ids';
import type { Database, WfProcessInstancesTable, WfTasksTable } from '../db/schema';
import type { DemoProjectRows } from './demo-projects';
import { seededRandom } from './random';

/** The workflow rows of a tenant's demo projects. */
export interface DemoWorkflowRows {
  instances: Insertable<WfProcessInstancesTable>[];
  tasks: Insertable<WfTasksTable>[];
}

/**
 * The demo projects' workflow processes, as Sproject would have left them (ADR 0006: the engine and the
 * project agree): a running project has an active process with one open task on its current step; one
 * awaiting closing has a completed process; a terminated or cancelled one a terminated process. Demo
 * users are not registered in the engine: that happens at their first login (§7).
 */
export function buildDemoWorkflow(
  tenantId: number,
  rows: Pick<DemoProjectRows, 'projects' | 'flowNodes'>,
  loginNameOf: (userId: number | null | undefined) => string | null,
): DemoWorkflowRows {
  const random = seededRandom(0x5eed + tenantId);
  const nodeById = new Map(rows.flowNodes.map((n) => [n.id, n]));
  const result: DemoWorkflowRows = { instances: [], tasks: [] };
  for (const project of rows.projects) {
    const node = nodeById.get(project.currentNodeId ?? -1);
    if (!project.id || !node) continue;
    const state =
      project.state !== ProjectState.Running
        ? 'terminated'
        : project.auditState !== null && project.auditState !== undefined
          ? 'completed'
          : 'active';
    const startTime = project.creationTime ?? new Date();
    const id = random.uuid();
    result.instances.push({
      id,
      tenantId,
      processKey: project.biddingMethod,
      businessKey: String(project.id),
      startUserId: loginNameOf(project.creatorUserId),
      state,
      currentNodeId: node.id,
      form: '{}',
      startTime,
      endTime: state === 'active' ? null : (project.lastModificationTime ?? startTime),
    });
    if (state === 'active') {
      result.tasks.push({
        id: random.uuid(),
        tenantId,
        processInstanceId: id,
        name: node.nodeName,
        nodeId: node.id,
        candidateGroups: [...(node.flowRoles ?? [])],
        candidateUsers: [],
        form: '{}',
        creationTime: startTime,
      });
    }
  }
  return result;
}

/** Inserts a tenant's demo workflow rows in batches (after its projects). */
export async function seedDemoWorkflow(trx: Kysely<Database>, rows: DemoWorkflowRows): Promise<void> {
  await insertInChunks(trx, 'wfProcessInstances', rows.instances);
  await insertInChunks(trx, 'wfTasks', rows.tasks);
}
