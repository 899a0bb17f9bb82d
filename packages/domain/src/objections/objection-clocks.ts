import type { WorkingCalendar } from '../compliance/holiday-calendar';
import { periodAfter } from '../compliance/period-limits';
import type { Regime } from '../compliance/procurement-regime';
import type { DayCount } from '../compliance/statutory-bound-table';
import { OBJECTION_HANDLED, type Objection } from '../records/records';
import { businessDateOf, instantOf } from '../shared/business-day';
import type { Label } from '../shared/labels';
import type { ObjectionSubject } from './objection-fields';
import { complaintPeriodOf, type ObjectionPeriod, replyPeriodOf, subjectOf } from './objection-periods';

/** Where the reply stands: `open` until its last day, `overdue` after it; `answered` in time, `answeredLate` after. */
export type ReplyStatus = 'open' | 'overdue' | 'answered' | 'answeredLate';
/** Where the complaint window stands: `waiting` for the reply (or its period's end), `open`, `closed`. */
export type ComplaintStatus = 'waiting' | 'open' | 'closed';

/** A clock laid on an objection: its period, from which day, due when, and where it stands. */
export interface ObjectionClock<S extends string> {
  readonly days: number;
  readonly count: DayCount;
  readonly citation: Label;
  /** The business day it counts from; null while waiting. */
  readonly from: string | null;
  readonly dueDate: string | null;
  /** The end of dueDate (UTC+8): what a countdown runs to. */
  readonly dueAt: string | null;
  readonly status: S;
  readonly provisionalYears: readonly number[];
}

export interface ObjectionClocks {
  /** Null where the law sets no reply period (an objection of another kind, under 招标投标法). */
  readonly reply: ObjectionClock<ReplyStatus> | null;
  readonly complaint: ObjectionClock<ComplaintStatus>;
}

/** The objection's fields the clocks read. */
export type ClockedObjection = Pick<
  Objection,
  'objection_status' | 'objection_subject' | 'objection_receivedAt' | 'objection_repliedAt' | 'creationTime'
>;

function dayOf(at: string): string {
  const instant = instantOf(at) ?? new Date(at);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not an instant: ${at}`);
  return businessDateOf(instant);
}

/** When it was received: as registered, or, for a row written before, when the row was created. */
export function receivedAtOf(
  objection: Pick<Objection, 'objection_receivedAt' | 'creationTime'>,
): string | null {
  return objection.objection_receivedAt ?? objection.creationTime ?? null;
}

/** Whether the objection has been answered (§3 objection_status 已处理). */
export function isAnswered(objection: Pick<Objection, 'objection_status'>): boolean {
  return objection.objection_status === OBJECTION_HANDLED;
}

function dueOf(period: ObjectionPeriod, from: string, calendar: WorkingCalendar) {
  // On the spot is that very day, working day or not: 第二百零三条 moves nothing.
  if (period.onTheSpot) return { dueDate: from, dueAt: dueAtEndOf(from), provisionalYears: [] };
  return periodAfter(period, from, calendar);
}

/** The last instant of a business day (UTC+8). */
function dueAtEndOf(date: string): string {
  const start = instantOf(date) as Date;
  return new Date(start.getTime() + 86_400_000 - 1).toISOString();
}

/** What the reply clock reads of an objection, from its record or from the deadlines' facts. */
export interface ReplyFacts {
  readonly subject: ObjectionSubject;
  /** When it was received (an instant). */
  readonly receivedAt: string;
  readonly answered: boolean;
  /** When it was answered; null when not recorded. */
  readonly repliedAt: string | null;
}

/**
 * The reply clock of an objection on `today` (a business day), or null where the law sets no reply
 * period: the one count of it, which the objection log and the deadlines report both show.
 */
export function replyClockOf(
  facts: ReplyFacts,
  regime: Regime,
  calendar: WorkingCalendar,
  today: string,
): ObjectionClock<ReplyStatus> | null {
  const period = replyPeriodOf(facts.subject, regime);
  if (!period) return null;
  const from = dayOf(facts.receivedAt);
  const due = dueOf(period, from, calendar);
  const replied = facts.repliedAt ? dayOf(facts.repliedAt) : null;
  const status: ReplyStatus = facts.answered
    ? // Answered before its reply was recorded: taken as in time.
      replied && replied > due.dueDate
      ? 'answeredLate'
      : 'answered'
    : today > due.dueDate
      ? 'overdue'
      : 'open';
  return { ...period, from, ...due, status };
}

/**
 * The objection's clocks at `now`: the reply due from its receipt (REPLY_PERIODS), then the complaint
 * window (COMPLAINT_PERIODS), which opens with the reply — or with the end of the reply's period when the
 * reply is overdue (实施条例 第六十条, 政府采购法 第五十五条: 未在规定的时间内作出答复的). Days are counted
 * as the statutory bounds count them (民法典 第二百零一条, 第二百零三条) on `calendar`. An objection answered
 * without a recorded reply time opens its window on its reply's last day. Throws a RangeError only when a
 * time is not an instant.
 */
export function objectionClocks(
  objection: ClockedObjection,
  regime: Regime,
  calendar: WorkingCalendar,
  now: Date,
): ObjectionClocks {
  const today = businessDateOf(now);
  const received = receivedAtOf(objection);
  const reply = received
    ? replyClockOf(
        {
          subject: subjectOf(objection),
          receivedAt: received,
          answered: isAnswered(objection),
          repliedAt: objection.objection_repliedAt ?? null,
        },
        regime,
        calendar,
        today,
      )
    : null;
  const complaintPeriod = complaintPeriodOf(regime);
  const from = isAnswered(objection)
    ? objection.objection_repliedAt
      ? dayOf(objection.objection_repliedAt)
      : (reply?.dueDate ?? null)
    : reply?.status === 'overdue'
      ? reply.dueDate
      : null;
  if (!from) {
    const waiting = { from: null, dueDate: null, dueAt: null, provisionalYears: [] };
    return { reply, complaint: { ...complaintPeriod, ...waiting, status: 'waiting' } };
  }
  const due = periodAfter(complaintPeriod, from, calendar);
  const status: ComplaintStatus = today <= due.dueDate ? 'open' : 'closed';
  return { reply, complaint: { ...complaintPeriod, from, ...due, status } };
}
