import { ConflictError, NotFoundError, NotPermittedError } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyFlowNodeRepository } from '../adapters/flow/kysely-flow-node-repository';
import { KyselyProcessStore, type TaskStep } from '../adapters/workflow/kysely-process-store';
import { KyselyWorkflowDirectory } from '../adapters/workflow/kysely-workflow-directory';
import type { Database } from '../db/schema';
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

/**
 * The workflow engine's writes (§7 Workflow engine service, ADR 0006). Every process is a project's flow:
 * business key = the project id, process key = its bidding method, one open task on the current step
 * whose candidate groups are the step's flowRoles. Sproject drives it inside its own transaction
 * (create starts, circulation moves, closing completes, an exception that ends the project terminates),
 * so the engine and the project always agree. Runs on the caller's transaction.
 */
export class ProcessEngine {
  private loginName: string | undefined;
  private readonly store: KyselyProcessStore;

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly actor: EngineActor,
  ) {
    this.loginName = actor.loginName;
    this.store = new KyselyProcessStore(trx, actor.tenantId);
  }

  /** Starts the project's process on its current step; a project has at most one active process. */
  async start(project: ProcessProject, form: Record<string, unknown> = {}): Promise<ProcessInstance> {
    if (await this.store.lockActiveInstance(String(project.id))) {
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
  async moveTo(project: ProcessProject, to: TaskStep, flowAction: 'next' | 'jump'): Promise<void> {
    const completedBy = await this.actorLoginName();
    const moved = await this.store.advanceActiveInstance(String(project.id), to, completedBy, (completedAt) =>
      completion(completedBy, completedAt, { flowAction, toNodeId: to.id, toNodeName: to.nodeName }),
    );
    if (!moved) await this.startAt(project, to, {});
  }

  /** Ends the project's active process: completed when the project goes to closing, else terminated. */
  async end(projectId: number, state: Exclude<ProcessState, 'active'>, reason: string): Promise<void> {
    const instance = await this.store.lockActiveInstance(String(projectId));
    if (!instance) return;
    await this.completeOpenTask(instance.id, { outcome: state, reason });
    await this.store.endInstance(instance.id, state);
  }

  /** A plain edit may correct the bidding method: the process key follows it. */
  async renameProcessKey(projectId: number, biddingMethod: string): Promise<void> {
    await this.store.renameActiveProcessKey(String(projectId), biddingMethod);
  }

  /** Records form variables against a task (or the process when taskId is null). */
  async recordVariables(
    processInstanceId: string,
    taskId: string | null,
    variables: Record<string, unknown>,
  ): Promise<void> {
    const entries = Object.entries(variables);
    if (entries.length === 0) return;
    await this.store.insertVariables(processInstanceId, taskId, entries);
  }

  /**
   * Claims an open task for a user who is among its candidates. A task claimed by someone else is a
   * conflict; claiming one's own claim again is a no-op.
   */
  async claim(taskId: string, userName: string): Promise<Task> {
    const task = await this.store.lockTask(taskId);
    if (!task) throw new NotFoundError('Task', taskId);
    if (task.endTime !== null) throw new ConflictError(`Task ${taskId} is already completed`);
    if (task.assignee === userName) return task;
    if (task.assignee !== null)
      throw new ConflictError(`Task ${taskId} is already claimed by ${task.assignee}`);
    const candidates = await new KyselyWorkflowDirectory(this.trx, this.actor.tenantId).candidatesOf(task);
    if (!candidates.some((c) => c.userName === userName)) {
      throw new NotPermittedError(`${userName} is not a candidate of the task "${task.name}"`);
    }
    return this.store.assignTask(taskId, userName);
  }

  private async startAt(project: ProcessProject, step: TaskStep, form: Record<string, unknown>) {
    const instance = await this.store.insertInstance({
      processKey: project.biddingMethod,
      businessKey: String(project.id),
      startUserId: await this.actorLoginName(),
      currentNodeId: step.id,
      form,
    });
    await this.recordVariables(instance.id, null, form);
    await this.store.insertTask(instance.id, step);
    return instance;
  }

  /** Closes the open task (if any) and writes who completed it, when, and how, to the history. */
  private async completeOpenTask(processInstanceId: string, how: Record<string, unknown>): Promise<void> {
    const completedBy = await this.actorLoginName();
    const task = await this.store.completeOpenTask(processInstanceId, completedBy);
    if (!task?.endTime) return;
    await this.recordVariables(processInstanceId, task.id, completion(completedBy, task.endTime, how));
  }

  /** The engine names users by login name (the API's scope carries the display name). */
  private async actorLoginName(): Promise<string> {
    if (this.loginName === undefined) this.loginName = await this.store.loginNameOf(this.actor.userId);
    return this.loginName;
  }
}

/** The variables a completed task records: who completed it, when, and how (the next step, the outcome). */
function completion(completedBy: string, completedAt: Date, how: Record<string, unknown>) {
  return { completedBy, completedAt: completedAt.toISOString(), ...how };
}
