import { randomUUID } from 'node:crypto';
import type { FlowNode } from '@tender/domain';
import type { Kysely } from 'kysely';
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

  async moveInstance(processInstanceId: string, currentNodeId: number): Promise<void> {
    await this.trx
      .updateTable('wfProcessInstances')
      .set({ currentNodeId })
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', processInstanceId)
      .execute();
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
