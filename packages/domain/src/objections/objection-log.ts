import { z } from 'zod';
import type { WorkingCalendar } from '../compliance/holiday-calendar';
import { CHINA_WORKING_CALENDAR } from '../compliance/holiday-calendars';
import type { Regime } from '../compliance/procurement-regime';
import { type Objection, objectionSchema } from '../records/records';
import { instantOf } from '../shared/business-day';
import { must } from '../shared/validation-messages';
import { objectionClocks } from './objection-clocks';
import { OBJECTION_CHANNELS, OBJECTION_SUBJECTS } from './objection-fields';
import { subjectOf } from './objection-periods';
import { suspendedStepsOf } from './objection-suspension';

/** An instant a person gives (ISO with its offset); the server compares it with its own clock. */
const instant = z
  .string({ message: must('required') })
  .trim()
  .min(1, must('required'))
  .refine((text) => instantOf(text) !== undefined, { message: must('dateTime') });

/**
 * Registering an objection as received (Objection/Register): when, about what, by which channel, who
 * objected and what they say. The form and the server check it with this one schema; each field's
 * message names it in the server's 400 (§8).
 */
export const registerObjectionSchema = z.object({
  projectId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  objection_receivedAt: instant,
  objection_subject: z.enum(OBJECTION_SUBJECTS, { message: must('choice') }),
  objection_channel: z.enum(OBJECTION_CHANNELS, { message: must('choice') }),
  supplierName: z
    .string({ message: must('required') })
    .trim()
    .min(1, must('required'))
    .max(200),
  content: z
    .string({ message: must('required') })
    .trim()
    .min(1, must('required'))
    .max(5000),
});
export type RegisterObjection = z.infer<typeof registerObjectionSchema>;

/**
 * Answering an objection (Objection/Reply): what was answered, and when (the server's now when left out).
 * Answering sets objection_status to 已处理 (§3), which lifts the suspension and opens the complaint window.
 */
export const replyObjectionSchema = z.object({
  id: z
    .number({ message: must('required') })
    .int()
    .positive(),
  objection_replyContent: z
    .string({ message: must('required') })
    .trim()
    .min(1, must('required'))
    .max(5000),
  objection_repliedAt: instant.optional(),
});
export type ReplyObjection = z.infer<typeof replyObjectionSchema>;

/** Times a registration or a reply may not name: one still to come, a reply before its objection. */
export function objectionTimeIssues(
  times: { readonly receivedAt?: string | null; readonly repliedAt?: string | null },
  now: Date,
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const received = times.receivedAt ? instantOf(times.receivedAt) : undefined;
  const replied = times.repliedAt ? instantOf(times.repliedAt) : undefined;
  if (received && received.getTime() > now.getTime()) {
    issues.push({ field: 'objection_receivedAt', message: must('notInFuture') });
  }
  if (replied && replied.getTime() > now.getTime()) {
    issues.push({ field: 'objection_repliedAt', message: must('notInFuture') });
  } else if (replied && received && replied.getTime() < received.getTime()) {
    issues.push({ field: 'objection_repliedAt', message: must('notBeforeReceipt') });
  }
  return issues;
}

const labelSchema = z.object({ en: z.string(), zh: z.string() });
const clockFields = {
  days: z.number().int(),
  count: z.enum(['calendar', 'working']),
  citation: labelSchema,
  from: z.string().nullable(),
  dueDate: z.string().nullable(),
  dueAt: z.string().nullable(),
  provisionalYears: z.array(z.number().int()).readonly(),
};

/** One change of an objection's history: received, answered, or its status set through the records. */
export const objectionEventSchema = z.object({
  kind: z.enum(['received', 'replied', 'statusChanged']),
  status: objectionSchema.shape.objection_status,
  at: z.string(),
  userName: z.string().nullable(),
});
export type ObjectionEvent = z.infer<typeof objectionEventSchema>;

/** One objection of the log with its clocks (objectionClocks), what it suspends, and its history. */
export const objectionEntrySchema = z.object({
  objection: objectionSchema.extend({ id: z.number().int().positive() }),
  reply: z
    .object({ ...clockFields, status: z.enum(['open', 'overdue', 'answered', 'answeredLate']) })
    .nullable(),
  complaint: z.object({ ...clockFields, status: z.enum(['waiting', 'open', 'closed']) }),
  /** The step routers it holds back while unanswered, and the article; null when it suspends nothing. */
  suspends: z.object({ routers: z.array(z.string()).readonly(), citation: labelSchema }).nullable(),
  history: z.array(objectionEventSchema),
});
export type ObjectionEntry = z.infer<typeof objectionEntrySchema>;

/** A project's objection log (Objection/GetList), on the server's clock: countdowns start from `now`. */
export const objectionLogSchema = z.object({
  projectId: z.number().int().positive(),
  regime: z.enum(['tendering', 'procurement']),
  now: z.string(),
  items: z.array(objectionEntrySchema),
});
export type ObjectionLogReport = z.infer<typeof objectionLogSchema>;

/**
 * The log of a project's objections at `now` (the server's clock): each with its clocks by the project's
 * regime, what it suspends, and its history. The server answers it and the in-memory module computes it,
 * both from here.
 */
export function objectionLogOf(
  projectId: number,
  objections: readonly (Objection & { readonly id: number })[],
  historyOf: (objectionId: number) => readonly ObjectionEvent[],
  regime: Regime,
  now: Date,
  calendar: WorkingCalendar = CHINA_WORKING_CALENDAR,
): ObjectionLogReport {
  return {
    projectId,
    regime,
    now: now.toISOString(),
    items: objections.map((objection) => ({
      objection,
      ...objectionClocks(objection, regime, calendar, now),
      suspends: suspendedStepsOf(subjectOf(objection), regime),
      history: [...historyOf(objection.id)],
    })),
  };
}
