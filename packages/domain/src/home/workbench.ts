import { z } from 'zod';
import { FLOW_MOVE, grants } from '../circulation/decide-advance';
import { bidDeadlineNotice, type Notice } from '../notices/notice';
import {
  decideModifyStep,
  type ModifiableProject,
  type ModifiableStep,
} from '../permissions/may-modify-step';
import { clause, type FilterClause } from '../shared/filter';

/** How far ahead the home page looks for notices whose deadline for bids (endTime) is near. */
export const NOTICE_DEADLINE_WINDOW_DAYS = 7;
/**
 * How many rows the shorter home lists (notices due, awaiting closing) show; the counts beside them say how
 * many there are in all. "Needs you" is sent whole and paged on screen (§9 table page size).
 */
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

/** A project that needs the user: what blocks its next step (§5) and the deadline that makes it urgent. */
export const needsYouItemSchema = workbenchProjectSchema.extend({
  blockers: z.array(workbenchBlockerSchema),
  /**
   * Its bid deadline in force while still ahead (nearestDeadline: the end of its published tender notice,
   * §3 endTime, or of a correction that moved it, ADR 0022), or null when none is ahead.
   */
  deadline: z.string().nullable(),
});
export type NeedsYouItem = z.infer<typeof needsYouItemSchema>;

/**
 * What the home page shows the signed-in user (the home page; not in §7, so designed here): every project
 * the user may act on at its step, most urgent first (byUrgency), each with what blocks its next step and
 * its deadline; the notices carrying a bid deadline in force within NOTICE_DEADLINE_WINDOW_DAYS
 * (isDeadlineDue); projects awaiting closing; and counts by state and by step.
 */
export const workbenchSchema = z.object({
  needsYou: z.object({
    total: count,
    /** All of them, not a first page: the screen pages them. */
    items: z.array(needsYouItemSchema),
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

/** The user as the "needs you" rule reads them: the session's role names and permission action list. */
export interface WorkbenchUser {
  readonly roleNames: readonly string[];
  /** The §6 action list; undefined when the caller does not know it (the server checks at the route). */
  readonly grantedPermissions?: readonly string[] | undefined;
}

/**
 * Whether a project is a to-do of the user: they may modify its current step (§6: running, no audit, the
 * step's roles) and their action list lets them move a flow (`flow.edit`, ADR 0014). A viewer, who may
 * only read, is given no to-do even at a step that names no roles.
 */
export function needsUser(
  project: ModifiableProject,
  step: ModifiableStep | undefined,
  user: WorkbenchUser,
): boolean {
  return (
    decideModifyStep(project, step, user.roleNames).allowed && grants(user.grantedPermissions, FLOW_MOVE)
  );
}

/** What nearestDeadline reads of a notice. */
export type DatedNotice = { readonly noticeType: string } & Pick<Notice, 'publishTime' | 'endTime'>;

/**
 * The deadline that makes a project urgent: its bid deadline in force (bidDeadlineNotice: the last
 * published tender notice's, or a correction's that moved it, ADR 0022) while it is ahead of `now`; null
 * when there is none or it has passed.
 */
export function nearestDeadline(notices: readonly DatedNotice[], now: number): string | null {
  const deadline = bidDeadlineNotice(notices)?.endTime;
  return deadline && Date.parse(deadline) > now ? deadline : null;
}

/**
 * Whether a bid deadline is due: after `now` and within NOTICE_DEADLINE_WINDOW_DAYS. Home lists (noticesDue)
 * the notice carrying each project's deadline in force when it is; a notice whose deadline a later one
 * moved is no longer listed (ADR 0022).
 */
export function isDeadlineDue(deadline: string, now: number): boolean {
  const end = Date.parse(deadline);
  return end > now && end <= now + NOTICE_DEADLINE_WINDOW_DAYS * 86_400_000;
}

/** What the urgency order reads of a "needs you" item. */
export type UrgencyFacts = Pick<
  NeedsYouItem,
  'id' | 'involved' | 'deadline' | 'lastModificationTime' | 'blockers'
>;

const timeOr = (time: string | null, missing: number) => (time ? Date.parse(time) : missing);

/**
 * The order of "needs you", most urgent first: blocked projects (someone must clear what blocks them, §5),
 * then the nearest deadline (none last), then the user's own, then the most recently touched, then the
 * newest. Every consumer sorts with this one comparison.
 */
export function byUrgency(a: UrgencyFacts, b: UrgencyFacts): number {
  return (
    Number(b.blockers.length > 0) - Number(a.blockers.length > 0) ||
    timeOr(a.deadline, Number.POSITIVE_INFINITY) - timeOr(b.deadline, Number.POSITIVE_INFINITY) ||
    Number(b.involved) - Number(a.involved) ||
    timeOr(b.lastModificationTime, 0) - timeOr(a.lastModificationTime, 0) ||
    b.id - a.id
  );
}
