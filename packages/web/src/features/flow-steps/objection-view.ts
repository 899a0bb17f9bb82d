import {
  businessDateTimeOf,
  type Label,
  type ObjectionEntry,
  type ObjectionLogReport,
  type StepSuspension,
  suspensionOf,
} from '@tender/domain';

/**
 * What an objection's row says of its clocks (issue 21): the reply due while unanswered — on the spot,
 * or by its day, counting down — or overdue; then the complaint window, counting down while open; each
 * with its article. Where 招标投标法 sets no reply period, says so until it is answered.
 */
export type ClockLine =
  | {
      readonly kind: 'reply' | 'replyOnTheSpot' | 'overdue' | 'complaint' | 'complaintClosed';
      readonly date: string;
      /** The instant a countdown runs to; none once the limit has passed. */
      readonly countdownTo: string | null;
      readonly citation: Label;
    }
  | { readonly kind: 'noReplyPeriod'; readonly citation: null };

export function clockLineOf(entry: Pick<ObjectionEntry, 'reply' | 'complaint'>): ClockLine {
  const { reply, complaint } = entry;
  if (complaint.status !== 'waiting' && complaint.dueDate) {
    const open = complaint.status === 'open';
    return {
      kind: open ? 'complaint' : 'complaintClosed',
      date: complaint.dueDate,
      countdownTo: open ? complaint.dueAt : null,
      citation: complaint.citation,
    };
  }
  if (!reply?.dueDate) return { kind: 'noReplyPeriod', citation: null };
  if (reply.status === 'overdue') {
    return { kind: 'overdue', date: reply.dueDate, countdownTo: null, citation: reply.citation };
  }
  return {
    kind: reply.days === 0 ? 'replyOnTheSpot' : 'reply',
    date: reply.dueDate,
    countdownTo: reply.dueAt,
    citation: reply.citation,
  };
}

/** A step held back by an objection of the log, with its entry (for the reply's due day). */
export interface SuspendedStep {
  readonly suspension: StepSuspension;
  readonly entry: ObjectionEntry | undefined;
}

/**
 * Whether the step served by `router` is suspended by an unanswered objection of the log (the domain's
 * suspensionOf, the rule the server refuses by), and by which.
 */
export function suspendedStepOf(
  log: Pick<ObjectionLogReport, 'items' | 'regime'> | undefined,
  router: string | null | undefined,
): SuspendedStep | undefined {
  if (!log) return undefined;
  const suspension = suspensionOf(
    router,
    log.items.map((item) => item.objection),
    log.regime,
  );
  if (!suspension) return undefined;
  const entry = log.items.find((item) => item.objection.id === suspension.objectionId);
  return { suspension, entry };
}

/** An instant as the agencies read it, to the minute (UTC+8). */
export function minuteOf(at: string): string {
  return businessDateTimeOf(new Date(at)).slice(0, 16);
}
