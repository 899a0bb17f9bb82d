import { randomUUID } from 'node:crypto';
import type { FlowNode } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProcessInstance, ProcessState, Task } from '../../workflow/workflow-schemas';
import { toInstance, toTask } from './workflow-row-mapper';

/** A step a task is opened on: the project's flow node. */
export type TaskStep = Pick<FlowNode, 'id' | 'nodeName' | 'flowRoles'>;

export interface NewProcessInstance {
  readonly processKey: string;
  readonly businessKey: string;
  readonly startUserId: string;
  readonly currentNodeId: number;
  readonly form: Record<string, unknown>;
}

/**
 * The rows the workflow engine writes within one API tenant: process instances, their tasks and the
 * variable history. The engine's rules (one active process per project, one open task, who may claim)
 * are ProcessEngine's; this store only reads and writes rows, on the caller's transaction.
 */
export class KyselyProcessStore {
  constructor(
    private readonly trx: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** The business key's active process, its row locked for the transaction. */
  async lockActiveInstance(businessKey: string): Promise<{ id: string } | undefined> {
    return this.trx
      .selectFrom('wfProcessInstances')
      .select(['id'])
      .where('tenantId', '=', this.tenantId)
      .where('businessKey', '=', businessKey)
      .where('state', '=', 'active')
      .forUpdate()
      .executeTakeFirst();
  }

  async insertInstance(instance: NewProcessInstance): Promise<ProcessInstance> {
    const row = await this.trx
      .insertInto('wfProcessInstances')
      .values({
        ...instance,
        id: randomUUID(),
        tenantId: this.tenantId,
        state: 'active',
        form: JSON.stringify(instance.form),
        startTime: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toInstance(row);
  }

  async endInstance(processInstanceId: string, state: Exclude<ProcessState, 'active'>): Promise<void> {
    await this.trx
      .updateTable('wfProcessInstances')
      .set({ state, endTime: new Date() })
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', processInstanceId)
      .execute();
  }

  /** Gives the business key's active process another process key, unless it already has it. */
  async renameActiveProcessKey(businessKey: string, processKey: string): Promise<void> {
    await this.trx
      .updateTable('wfProcessInstances')
      .set({ processKey })
      .where('tenantId', '=', this.tenantId)
      .where('businessKey', '=', businessKey)
      .where('state', '=', 'active')
      .where('processKey', '!=', processKey)
      .execute();
  }

  /** Appends variables to the history of a process (against a task, or the process when taskId is null). */
  async insertVariables(
    processInstanceId: string,
    taskId: string | null,
    entries: readonly [string, unknown][],
  ): Promise<void> {
    await this.trx
      .insertInto('wfVariableHistory')
      .values(
        entries.map(([name, value]) => ({
          tenantId: this.tenantId,
          processInstanceId,
          taskId,
          name,
          value: JSON.stringify(value ?? null),
          creationTime: new Date(),
        })),
      )
      .execute();
  }

  /**
   * Moves the business key's active process to `to` in one statement (a move is the hot path of
   * circulation, and its cost scales with the statements it sends: bench/README.md): locks the instance,
   * completes its open task (assigned to whoever completes it unless claimed) with `history` recorded
   * against it, opens the task of `to` and points the instance there. Resolves false, writing nothing,
   * when the key has no active process.
   */
  async advanceActiveInstance(
    businessKey: string,
    to: TaskStep,
    completedBy: string,
    history: (completedAt: Date) => Record<string, unknown>,
  ): Promise<boolean> {
    const now = new Date();
    const variables = Object.entries(history(now)).map(
      ([name, value], order) => sql`(${order}::int, ${name}::text, ${JSON.stringify(value ?? null)}::jsonb)`,
    );
    const { rows } = await sql<{ instances: number }>`
      with instance as (
        select id from wf_process_instances
        where tenant_id = ${this.tenantId} and business_key = ${businessKey} and state = 'active'
        limit 1 for update
      ), completed as (
        update wf_tasks set end_time = ${now}::timestamptz, assignee = coalesce(assignee, ${completedBy}::text)
        where tenant_id = ${this.tenantId} and process_instance_id = (select id from instance)
          and end_time is null
        returning id, process_instance_id
      ), recorded as (
        insert into wf_variable_history (tenant_id, process_instance_id, task_id, name, value, creation_time)
        select ${this.tenantId}::int, completed.process_instance_id, completed.id, v.name, v.value, ${now}::timestamptz
        from completed cross join (values ${sql.join(variables)}) as v(position, name, value)
        order by completed.id, v.position
      ), opened as (
        insert into wf_tasks
          (id, tenant_id, process_instance_id, name, node_id, candidate_groups, candidate_users, form, creation_time)
        select ${randomUUID()}::text, ${this.tenantId}::int, instance.id, ${to.nodeName}::text, ${to.id}::int,
          ${[...to.flowRoles]}::text[], '{}'::text[], '{}'::jsonb, ${now}::timestamptz
        -- Reading "completed" closes the open task first: a project's process has one open task.
        from instance, (select count(*) from completed) as closed
      ), moved as (
        update wf_process_instances set current_node_id = ${to.id}
        where tenant_id = ${this.tenantId} and id = (select id from instance)
      )
      select count(*)::int as instances from instance`.execute(this.trx);
    return (rows[0]?.instances ?? 0) > 0;
  }

  /** Opens a task on a step, its candidate groups the step's flowRoles. */
  async insertTask(processInstanceId: string, step: TaskStep): Promise<void> {
    await this.trx
      .insertInto('wfTasks')
      .values({
        id: randomUUID(),
        tenantId: this.tenantId,
        processInstanceId,
        name: step.nodeName,
        nodeId: step.id,
        candidateGroups: [...step.flowRoles],
        candidateUsers: [],
        form: '{}',
        creationTime: new Date(),
      })
      .execute();
  }

  /** Closes the process's open task, if any: assigned to whoever completes it unless it was claimed. */
  async completeOpenTask(
    processInstanceId: string,
    completedBy: string,
  ): Promise<{ id: string; endTime: Date | null } | undefined> {
    return this.trx
      .updateTable('wfTasks')
      .set((eb) => ({ endTime: new Date(), assignee: eb.fn.coalesce('assignee', eb.val(completedBy)) }))
      .where('tenantId', '=', this.tenantId)
      .where('processInstanceId', '=', processInstanceId)
      .where('endTime', 'is', null)
      .returning(['id', 'endTime'])
      .executeTakeFirst();
  }

  /** A task, its row locked for the transaction. */
  async lockTask(taskId: string): Promise<Task | undefined> {
    const row = await this.trx
      .selectFrom('wfTasks')
      .selectAll()
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', taskId)
      .forUpdate()
      .executeTakeFirst();
    return row && toTask(row);
  }

  async assignTask(taskId: string, userName: string): Promise<Task> {
    const row = await this.trx
      .updateTable('wfTasks')
      .set({ assignee: userName, claimTime: new Date() })
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', taskId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTask(row);
  }

  /** The login name of an API user, by which the engine knows users. */
  async loginNameOf(userId: number): Promise<string> {
    const user = await this.trx
      .selectFrom('users')
      .select('userName')
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return user.userName;
  }
}
