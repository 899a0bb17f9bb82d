import type { Label } from '../shared/labels';
import type { ObjectionEntry } from './objection-log';

/**
 * What an objection's row says of its clocks (ADR 0022): the reply due while unanswered — on the spot,
 * or by its day, counting down — or overdue; then the complaint window, counting down while open; each
 * with its article. Where 招标投标法 sets no reply period, says so until it is answered. The web's rows
 * and the CLI's table both say it from here.
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
