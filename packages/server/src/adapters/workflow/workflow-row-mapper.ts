import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProcessInstance, ProcessState, Task, WfUser } from '../../workflow/workflow-schemas';
import { isoTime, jsonValue } from '../row-values';

/** Rows of the workflow engine's tables as its replies (§7 Workflow engine service): ISO times, parsed jsonb. */

export function toInstance(row: Selectable<Database['wfProcessInstances']>): ProcessInstance {
  return {
    id: row.id,
    processKey: row.processKey,
    businessKey: row.businessKey,
    state: row.state as ProcessState,
    currentNodeId: row.currentNodeId,
    startUserId: row.startUserId,
    form: (jsonValue(row.form) ?? {}) as Record<string, unknown>,
    startTime: isoTime(row.startTime),
    endTime: isoTime(row.endTime),
  };
}

export function toTask(row: Selectable<Database['wfTasks']>): Task {
  return {
    id: row.id,
    processInstanceId: row.processInstanceId,
    name: row.name,
    nodeId: row.nodeId,
    assignee: row.assignee,
    candidateUsers: row.candidateUsers,
    candidateGroups: row.candidateGroups,
    creationTime: isoTime(row.creationTime),
    claimTime: isoTime(row.claimTime),
    endTime: isoTime(row.endTime),
  };
}

/** A user's tenant or group binding: the user and the bound id. */
export type Binding = { userId: string; value: string };

export function toUser(row: Selectable<Database['wfUsers']>, tenants: Binding[], groups: Binding[]): WfUser {
  const of = (bindings: Binding[]) => bindings.filter((b) => b.userId === row.id).map((b) => b.value);
  return {
    userName: row.id,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    creationTime: isoTime(row.creationTime),
    tenants: of(tenants),
    groups: of(groups),
  };
}
