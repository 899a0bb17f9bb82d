import { z } from 'zod';
import { clause, type FilterClause } from '../shared/filter';

/** How far ahead the home page looks for tender notices whose deadline (endTime) is near. */
export const NOTICE_DEADLINE_WINDOW_DAYS = 7;
/** How many rows each home list shows; the counts beside them say how many there are in all. */
export const WORKBENCH_LIST_SIZE = 10;

const count = z.number().int().min(0);

/** A project as the home lists show it: enough to name it and open it. */
export const workbenchProjectSchema = z.object({
  id: z.number().int().positive(),
  projectName: z.string(),
  projectNum: z.string(),
  projectFlowName: z.string().nullable(),
  currentNodeId: z.number().int().nullable(),
  lastModificationTime: z.string().nullable(),
  /** The user is its project manager, assistant or creator. */
  involved: z.boolean(),
});
export type WorkbenchProject = z.infer<typeof workbenchProjectSchema>;

/** One blocking message of §5, as CheckCirculation gives it (Blocker), worded in both languages. */
export const workbenchBlockerSchema = z.object({
  code: z.string(),
  count,
  minimum: count,
  message: z.object({ en: z.string(), zh: z.string() }),
});

/**
 * What the home page shows the signed-in user (issue 8 Home; not in §7, so designed here): the projects
 * at steps the user may modify, each with what blocks its next step; tender notices whose deadline is
 * within NOTICE_DEADLINE_WINDOW_DAYS; projects awaiting closing; and counts by state and by step.
 */
export const workbenchSchema = z.object({
  needsYou: z.object({
    total: count,
    items: z.array(workbenchProjectSchema.extend({ blockers: z.array(workbenchBlockerSchema) })),
  }),
  noticesDue: z.object({
    total: count,
    items: z.array(
      z.object({
        id: z.number().int().positive(),
        projectId: z.number().int().positive(),
        projectName: z.string(),
        title: z.string(),
        endTime: z.string(),
      }),
    ),
  }),
  awaitingClosing: z.object({ total: count, items: z.array(workbenchProjectSchema) }),
  counts: z.object({
    byState: z.array(z.object({ state: z.number().int(), count })),
    /** Running projects by their current step name (projectFlowName). */
    byStep: z.array(z.object({ step: z.string(), count })),
  }),
});
export type Workbench = z.infer<typeof workbenchSchema>;
export type WorkbenchBlocker = z.infer<typeof workbenchBlockerSchema>;

/** Whether a user is one of the people a project belongs to (my projects, §2 /home/project). */
export function isInvolved(
  project: {
    readonly projectManager?: number | null;
    readonly projectAssistant?: number | null;
    readonly creatorUserId?: number | null;
  },
  userId: number,
): boolean {
  return [project.projectManager, project.projectAssistant, project.creatorUserId].includes(userId);
}

/** The Filter clause of my projects: the server reads `involves` as manager, assistant or creator. */
export function involvesClause(userId: number): FilterClause {
  return clause('involves', '=', userId);
}
