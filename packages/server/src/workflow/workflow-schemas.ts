import { z } from 'zod';

/** The replies of the workflow engine (§7 Workflow engine service), validated on the way out. */

/** A process's lifecycle: active while its project runs; completed at closing; terminated otherwise. */
export const processStateSchema = z.enum(['active', 'completed', 'terminated']);
export type ProcessState = z.infer<typeof processStateSchema>;

const time = z.string();
const form = z.record(z.string(), z.unknown());

export const wfTenantSchema = z.object({ id: z.string(), name: z.string(), creationTime: time });

export const wfUserSchema = z.object({
  userName: z.string(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  creationTime: time,
  /** The engine tenants the user is bound to. */
  tenants: z.array(z.string()),
  /** The candidate groups (role names) the user is bound to. */
  groups: z.array(z.string()),
});
export type WfUser = z.infer<typeof wfUserSchema>;

export const processInstanceSchema = z.object({
  id: z.string(),
  processKey: z.string(),
  businessKey: z.string(),
  state: processStateSchema,
  currentNodeId: z.number().int().nullable(),
  startUserId: z.string().nullable(),
  form,
  startTime: time,
  endTime: time.nullable(),
});
export type ProcessInstance = z.infer<typeof processInstanceSchema>;

export const taskSchema = z.object({
  id: z.string(),
  processInstanceId: z.string(),
  name: z.string(),
  nodeId: z.number().int().nullable(),
  assignee: z.string().nullable(),
  candidateUsers: z.array(z.string()),
  candidateGroups: z.array(z.string()),
  creationTime: time,
  claimTime: time.nullable(),
  endTime: time.nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskCandidatesSchema = z.object({
  taskId: z.string(),
  taskName: z.string(),
  nodeId: z.number().int().nullable(),
  candidateGroups: z.array(z.string()),
  /** The engine users who may claim the task: named explicitly or bound to a candidate group. */
  candidateUsers: z.array(wfUserSchema),
});

export const variableSchema = z.object({
  id: z.number().int(),
  processInstanceId: z.string(),
  taskId: z.string().nullable(),
  name: z.string(),
  value: z.unknown(),
  creationTime: time,
});
export type Variable = z.infer<typeof variableSchema>;

export const progressSchema = z.object({
  processInstanceId: z.string(),
  businessKey: z.string(),
  state: processStateSchema,
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z.object({
      nodeId: z.number().int(),
      name: z.string(),
      sort: z.number().int(),
      status: z.enum(['done', 'current', 'pending']),
    }),
  ),
});

export const circulationResultSchema = z.object({
  processInstanceId: z.string(),
  completedTaskId: z.string(),
  state: processStateSchema,
  /** The task opened on the next step; null once the process has ended. */
  nextTask: taskSchema.nullable(),
});
