import { type FlowNode, NotFoundError, orderFlow } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProcessInstance, Task, Variable } from '../../workflow/workflow-schemas';
import { KyselyFlowNodeRepository } from '../flow/kysely-flow-node-repository';
import { KyselyProjectLookups } from '../projects/kysely-project-lookups';
import { isoTime } from '../row-values';
import { toInstance, toTask } from './workflow-row-mapper';

/** The most processes a business-key search returns. */
const INSTANCE_SEARCH_LIMIT = 1000;

/** The workflow engine's reads (§7 process, task and history calls), within one API tenant. */
export class KyselyProcessQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** Processes whose business key contains the text (§7 getInstanceByBusinessKeyLike), newest first. */
  async instancesByBusinessKeyLike(text: string): Promise<ProcessInstance[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.db
      .selectFrom('wfProcessInstances')
      .selectAll()
      .where('tenantId', '=', this.tenantId)
      .where('businessKey', 'like', pattern)
      .orderBy('startTime', 'desc')
      .orderBy('id')
      .limit(INSTANCE_SEARCH_LIMIT)
      .execute();
    return rows.map(toInstance);
  }

  async instance(processInstanceId: string): Promise<ProcessInstance> {
    const row = await this.db
      .selectFrom('wfProcessInstances')
      .selectAll()
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', processInstanceId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Process instance', processInstanceId);
    return toInstance(row);
  }

  /** The business key's active process, else its latest one. */
  async instanceByBusinessKey(businessKey: string): Promise<ProcessInstance> {
    const row = await this.db
      .selectFrom('wfProcessInstances')
      .selectAll()
      .where('tenantId', '=', this.tenantId)
      .where('businessKey', '=', businessKey)
      .orderBy((eb) => eb.case().when('state', '=', 'active').then(0).else(1).end())
      .orderBy('startTime', 'desc')
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Process instance for business key', businessKey);
    return toInstance(row);
  }

  async task(taskId: string): Promise<Task> {
    const row = await this.db
      .selectFrom('wfTasks')
      .selectAll()
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', taskId)
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Task', taskId);
    return toTask(row);
  }

  /** Every task of a process, completed and open, in the order they were opened. */
  async tasksOf(processInstanceId: string): Promise<Task[]> {
    await this.instance(processInstanceId);
    const rows = await this.db
      .selectFrom('wfTasks')
      .selectAll()
      .where('tenantId', '=', this.tenantId)
      .where('processInstanceId', '=', processInstanceId)
      .orderBy('creationTime')
      .orderBy('endTime')
      .execute();
    return rows.map(toTask);
  }

  /** The open task of the business key's active process. */
  async openTaskByBusinessKey(businessKey: string): Promise<Task> {
    const row = await this.db
      .selectFrom('wfTasks as t')
      .innerJoin('wfProcessInstances as p', (join) =>
        join.onRef('p.id', '=', 't.processInstanceId').onRef('p.tenantId', '=', 't.tenantId'),
      )
      .selectAll('t')
      .where('t.tenantId', '=', this.tenantId)
      .where('p.businessKey', '=', businessKey)
      .where('p.state', '=', 'active')
      .where('t.endTime', 'is', null)
      .executeTakeFirst();
    if (!row) throw new NotFoundError('Open task for business key', businessKey);
    return toTask(row);
  }

  /** The variable history of a process: form variables and who completed which task when. */
  async variableHistory(processInstanceId: string): Promise<Variable[]> {
    await this.instance(processInstanceId);
    const rows = await this.db
      .selectFrom('wfVariableHistory')
      .selectAll()
      .where('tenantId', '=', this.tenantId)
      .where('processInstanceId', '=', processInstanceId)
      .orderBy('creationTime')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      processInstanceId: row.processInstanceId,
      taskId: row.taskId,
      name: row.name,
      // Both drivers return jsonb parsed; a variable may itself be a string, so never parse again.
      value: row.value,
      creationTime: isoTime(row.creationTime),
    }));
  }

  /**
   * The steps of the process's project flow, in flow order. Every process is a project's flow (business
   * key = project id), so the steps are the project's; a process of no project has none.
   */
  async projectStepsOf(instance: ProcessInstance): Promise<FlowNode[]> {
    if (!/^\d{1,9}$/.test(instance.businessKey)) return [];
    const flowInstanceId = await new KyselyProjectLookups(this.db, this.tenantId).flowInstanceIdOf(
      Number(instance.businessKey),
    );
    if (!flowInstanceId) return [];
    return orderFlow(
      await new KyselyFlowNodeRepository(this.db, this.tenantId).listByInstance(flowInstanceId),
    );
  }
}
