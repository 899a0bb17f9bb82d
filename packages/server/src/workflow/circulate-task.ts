import { ConflictError, isAdmin, type Locale, NotPermittedError } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyProcessQueries } from '../adapters/workflow/kysely-process-queries';
import { requestServices } from '../composition/request-services';
import type { Clock } from '../config';
import type { Database } from '../db/schema';
import { ProcessEngine } from './process-engine';
import type { WorkflowCaller } from './workflow-caller';

export interface CirculateTaskInput {
  taskId: string;
  form?: Record<string, unknown> | undefined;
}

/**
 * §7 process/circulate on a project's task: the project's next step, by the same law as Sproject's
 * CirculationProjectFlowById "next" (AdvanceFlow: step roles, blocking checks, not from the last step).
 * The engine never moves alone — the project moves and its circulation moves the engine — so both
 * always agree. The form becomes variables of the completed task. Runs in the caller's transaction.
 */
export async function circulateTask(
  trx: Kysely<Database>,
  caller: WorkflowCaller,
  input: CirculateTaskInput,
  locale: Locale,
  clock: Clock,
) {
  const { scope } = caller;
  const queries = new KyselyProcessQueries(trx, scope.tenantId);
  const task = await queries.task(input.taskId);
  if (task.endTime !== null) throw new ConflictError(`Task ${task.id} is already completed`);
  if (task.assignee !== null && task.assignee !== caller.loginName && !isAdmin(scope.roleNames)) {
    throw new NotPermittedError(`Task ${task.id} is claimed by ${task.assignee}`);
  }
  const instance = await queries.instance(task.processInstanceId);
  await new ProcessEngine(trx, scope).recordVariables(instance.id, task.id, input.form ?? {});
  await requestServices(trx, scope, clock).advanceFlow.execute({
    projectId: Number(instance.businessKey),
    actor: scope,
    ...(task.nodeId !== null ? { expectedNodeId: task.nodeId } : {}),
    locale,
  });
  const after = await queries.instance(instance.id);
  return {
    processInstanceId: instance.id,
    completedTaskId: task.id,
    state: after.state,
    nextTask: after.state === 'active' ? await queries.openTaskByBusinessKey(after.businessKey) : null,
  };
}
