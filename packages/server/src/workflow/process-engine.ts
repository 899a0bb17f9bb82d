import { randomUUID } from 'node:crypto';
import { ConflictError, type FlowNode, NotFoundError, NotPermittedError } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyFlowNodeRepository } from '../adapters/kysely-flow-node-repository';
import type { Database } from '../db/schema';
import { KyselyWorkflowDirectory } from './workflow-directory';
import { toInstance, toTask } from './workflow-rows';
import type { ProcessInstance, ProcessState, Task } from './workflow-schemas';

/** Who acts on the engine: the API user within their tenant. */
export interface EngineActor {
  readonly tenantId: number;
  readonly userId: number;
  /** The login name when the caller already knows it (a request scope does); else it is read once. */
  readonly loginName?: string | undefined;
}

/** The project a process belongs to: its id is the business key, its bidding method the process key. */
export interface ProcessProject {
  readonly id: number;
  readonly biddingMethod: string;
  readonly flowInstanceId: string | null;
  readonly currentNodeId: number | null;
}

type Step = Pick<FlowNode, 'id' | 'nodeName' | 'flowRoles'>;

/**
 * The workflow engine's writes (§7 Workflow engine service, issue 3). Every process is a project's flow:
 * business key = the project id, process key = its bidding method, one open task on the current step
 * whose candidate groups are the step's flowRoles. Sproject drives it inside its own transaction
 * (create starts, circulation moves, closing completes, an exception that ends the project terminates),
 * so the engine and the project always agree. Runs on the caller's transaction.
 */
export class ProcessEngine {
  private loginName: string | undefined;

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly actor: EngineActor,
  ) {
    this.loginName = actor.loginName;
  }

  /** Starts the project's process on its current step; a project has at most one active process. */
  async start(project: ProcessProject, form: Record<string, unknown> = {}): Promise<ProcessInstance> {
    if (await this.activeInstance(String(project.id))) {
      throw new ConflictError(`Project ${project.id} already has an active process`);
    }
    const nodes = await new KyselyFlowNodeRepository(this.trx, this.actor.tenantId).listByInstance(
      project.flowInstanceId ?? '',
    );
    const current = nodes.find((n) => n.id === project.currentNodeId);
    if (!current) throw new ConflictError(`Project ${project.id} has no current step to start a process on`);
    return this.startAt(project, current, form);
  }

  /**
   * Moves the project's process to `to` (next or jump): completes the open task with who/when/how in the
   * variable history and opens the task of `to`. A project without an active process gets one on `to`.
   */
  async moveTo(project: ProcessProject, to: Step, flowAction: 'next' | 'jump'): Promise<void> {
    const instance = await this.activeInstance(String(project.id));
    if (!instance) {
      await this.startAt(project, to, {});
      return;
    }
    await this.completeOpenTask(instance.id, { flowAction, toNodeId: to.id, toNodeName: to.nodeName });
    await this.openTask(instance.id, to);
    await this.trx
      .updateTable('wfProcessInstances')
      .set({ currentNodeId: to.id })
      .where('tenantId', '=', this.actor.tenantId)
      .where('id', '=', instance.id)
      .execute();
  }

  /** Ends the project's active process: completed when the project goes to closing, else terminated. */
  async end(projectId: number, state: Exclude<ProcessState, 'active'>, reason: string): Promise<void> {
    const instance = await this.activeInstance(String(projectId));
    if (!instance) return;
    await this.completeOpenTask(instance.id, { outcome: state, reason });
    await this.trx
      .updateTable('wfProcessInstances')
      .set({ state, endTime: new Date() })
      .where('tenantId', '=', this.actor.tenantId)
      .where('id', '=', instance.id)
      .execute();
  }

  /** A plain edit may correct the bidding method: the process key follows it. */
  async renameProcessKey(projectId: number, biddingMethod: string): Promise<void> {
    await this.trx
      .updateTable('wfProcessInstances')
      .set({ processKey: biddingMethod })
      .where('tenantId', '=', this.actor.tenantId)
      .where('businessKey', '=', String(projectId))
      .where('state', '=', 'active')
      .where('processKey', '!=', biddingMethod)
      .execute();
  }

  /** Records form variables against a task (or the process when taskId is null). */
  async recordVariables(
    processInstanceId: string,
    taskId: string | null,
    variables: Record<string, unknown>,
  ): Promise<void> {
    const entries = Object.entries(variables);
    if (entries.length === 0) return;
    await this.trx
      .insertInto('wfVariableHistory')
      .values(
        entries.map(([name, value]) => ({
          tenantId: this.actor.tenantId,
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
   * Claims an open task for a user who is among its candidates. A task claimed by someone else is a
   * conflict; claiming one's own claim again is a no-op.
   */
  async claim(taskId: string, userName: string): Promise<Task> {
    const task = await this.trx
      .selectFrom('wfTasks')
      .selectAll()
      .where('tenantId', '=', this.actor.tenantId)
      .where('id', '=', taskId)
      .forUpdate()
      .executeTakeFirst();
    if (!task) throw new NotFoundError('Task', taskId);
    if (task.endTime !== null) throw new ConflictError(`Task ${taskId} is already completed`);
    if (task.assignee === userName) return toTask(task);
    if (task.assignee !== null)
      throw new ConflictError(`Task ${taskId} is already claimed by ${task.assignee}`);
    const candidates = await new KyselyWorkflowDirectory(this.trx, this.actor.tenantId).candidatesOf(task);
    if (!candidates.some((c) => c.userName === userName)) {
      throw new NotPermittedError(`${userName} is not a candidate of the task "${task.name}"`);
    }
    const claimed = await this.trx
      .updateTable('wfTasks')
      .set({ assignee: userName, claimTime: new Date() })
      .where('tenantId', '=', this.actor.tenantId)
      .where('id', '=', taskId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTask(claimed);
  }

  private async startAt(project: ProcessProject, step: Step, form: Record<string, unknown>) {
    const row = await this.trx
      .insertInto('wfProcessInstances')
      .values({
        id: randomUUID(),
        tenantId: this.actor.tenantId,
        processKey: project.biddingMethod,
        businessKey: String(project.id),
        startUserId: await this.actorLoginName(),
        state: 'active',
        currentNodeId: step.id,
        form: JSON.stringify(form),
        startTime: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.recordVariables(row.id, null, form);
    await this.openTask(row.id, step);
    return toInstance(row);
  }

  private async openTask(processInstanceId: string, step: Step): Promise<void> {
    await this.trx
      .insertInto('wfTasks')
      .values({
        id: randomUUID(),
        tenantId: this.actor.tenantId,
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

  /** Closes the open task (if any) and writes who completed it, when, and how, to the history. */
  private async completeOpenTask(processInstanceId: string, how: Record<string, unknown>): Promise<void> {
    const completedBy = await this.actorLoginName();
    const task = await this.trx
      .updateTable('wfTasks')
      .set((eb) => ({ endTime: new Date(), assignee: eb.fn.coalesce('assignee', eb.val(completedBy)) }))
      .where('tenantId', '=', this.actor.tenantId)
      .where('processInstanceId', '=', processInstanceId)
      .where('endTime', 'is', null)
      .returning(['id', 'endTime'])
      .executeTakeFirst();
    if (!task) return;
    await this.recordVariables(processInstanceId, task.id, {
      completedBy,
      completedAt: task.endTime?.toISOString(),
      ...how,
    });
  }

  private async activeInstance(businessKey: string) {
    return this.trx
      .selectFrom('wfProcessInstances')
      .select(['id'])
      .where('tenantId', '=', this.actor.tenantId)
      .where('businessKey', '=', businessKey)
      .where('state', '=', 'active')
      .forUpdate()
      .executeTakeFirst();
  }

  /** The engine names users by login name (the API's scope carries the display name). */
  private async actorLoginName(): Promise<string> {
    if (this.loginName === undefined) {
      const user = await this.trx
        .selectFrom('users')
        .select('userName')
        .where('tenantId', '=', this.actor.tenantId)
        .where('id', '=', this.actor.userId)
        .executeTakeFirstOrThrow();
      this.loginName = user.userName;
    }
    return this.loginName;
  }
}
