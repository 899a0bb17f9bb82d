import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ProcessInstance, ProcessState, Task } from './workflow-schemas';

/** Rows of the engine's tables turned into its replies: ISO times, parsed jsonb. */

export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** An object jsonb column: parsed by pg and PGlite alike; tolerate text, as the record store does. */
export function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

export function toInstance(row: Selectable<Database['wfProcessInstances']>): ProcessInstance {
  return {
    id: row.id,
    processKey: row.processKey,
    businessKey: row.businessKey,
    state: row.state as ProcessState,
    currentNodeId: row.currentNodeId,
    startUserId: row.startUserId,
    form: (jsonOf(row.form) ?? {}) as Record<string, unknown>,
    startTime: iso(row.startTime)!,
    endTime: iso(row.endTime),
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
    creationTime: iso(row.creationTime)!,
    claimTime: iso(row.claimTime),
    endTime: iso(row.endTime),
  };
}
