import type { WorkingCalendar } from '../compliance/holiday-calendar';
import type { Regime } from '../compliance/procurement-regime';
import type { DayCount } from '../compliance/statutory-bound-table';
import { periodAfter } from '../compliance/statutory-bounds';
import { cite, STATUTES } from '../compliance/statutory-citations';
import { OBJECTION_HANDLED, type Objection } from '../records/records';
import { businessDateOf, instantOf } from '../shared/business-day';
import type { Label } from '../shared/labels';
import { type ObjectionSubject, UNKNOWN_SUBJECT } from './objection-fields';

/** A period of the objection log: how many days, counted how, by which article. */
export interface ObjectionPeriod {
  readonly days: number;
  readonly count: DayCount;
  readonly citation: Label;
  /** Answered at once (开标, 实施条例 第四十四条: 招标人应当当场作出答复): due the day it is raised. */
  readonly onTheSpot?: true;
}

const TENDERING_REPLY = (article: number): ObjectionPeriod => ({
  days: 3,
  count: 'calendar',
  citation: cite(STATUTES.tenderingRegulations, article),
});

/**
 * The reply clock of each subject, by regime. 招标投标法: 3 days from receipt for the documents and the
 * qualification documents (实施条例 第二十二条) and for the candidates (第五十四条), on the spot for the
 * opening (第四十四条); the law sets no period for any other objection. 政府采购法: 7 working days for
 * every 质疑 (第五十三条).
 */
const REPLY_PERIODS: Readonly<Record<Regime, Readonly<Record<ObjectionSubject, ObjectionPeriod | null>>>> = {
  tendering: {
    tenderDocuments: TENDERING_REPLY(22),
    qualificationDocuments: TENDERING_REPLY(22),
    opening: {
      days: 0,
      count: 'calendar',
      citation: cite(STATUTES.tenderingRegulations, 44),
      onTheSpot: true,
    },
    candidates: TENDERING_REPLY(54),
    other: null,
  },
  procurement: Object.fromEntries(
    (['tenderDocuments', 'qualificationDocuments', 'opening', 'candidates', 'other'] as const).map(
      (subject) => [subject, { days: 7, count: 'working', citation: cite(STATUTES.procurementLaw, 53) }],
    ),
  ) as Record<ObjectionSubject, ObjectionPeriod>,
};

/**
 * The window to complain to the supervising department once the objection is answered, or its reply is
 * overdue: 10 days (实施条例 第六十条; the reply's period is not counted in it), or 15 working days after
 * the reply period (政府采购法 第五十五条).
 */
const COMPLAINT_PERIODS: Readonly<Record<Regime, ObjectionPeriod>> = {
  tendering: { days: 10, count: 'calendar', citation: cite(STATUTES.tenderingRegulations, 60) },
  procurement: { days: 15, count: 'working', citation: cite(STATUTES.procurementLaw, 55) },
};

/** The subject of a stored objection; one stored before subjects were recorded is `other`. */
export function subjectOf(objection: Pick<Objection, 'objection_subject'>): ObjectionSubject {
  return objection.objection_subject ?? UNKNOWN_SUBJECT;
}

/** The reply period of an objection about `subject`; null where the law sets none. */
export function replyPeriodOf(subject: ObjectionSubject, regime: Regime): ObjectionPeriod | null {
  return REPLY_PERIODS[regime][subject];
}

export function complaintPeriodOf(regime: Regime): ObjectionPeriod {
  return COMPLAINT_PERIODS[regime];
}

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

function replyClock(
  period: ObjectionPeriod,
  received: string,
  objection: ClockedObjection,
  calendar: WorkingCalendar,
  today: string,
): ObjectionClock<ReplyStatus> {
  const from = dayOf(received);
  const due = dueOf(period, from, calendar);
  const replied = objection.objection_repliedAt ? dayOf(objection.objection_repliedAt) : null;
  const status: ReplyStatus = isAnswered(objection)
    ? // Answered before its reply was recorded: taken as in time, as the deadlines report has done.
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
  const period = replyPeriodOf(subjectOf(objection), regime);
  const reply = period && received ? replyClock(period, received, objection, calendar, today) : null;
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
