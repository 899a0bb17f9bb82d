import type { Regime } from '../compliance/procurement-regime';
import type { DayCount } from '../compliance/statutory-bound-table';
import { cite, STATUTES } from '../compliance/statutory-citations';
import type { Objection } from '../records/records';
import type { Label } from '../shared/labels';
import { type ObjectionSubject, UNKNOWN_SUBJECT } from './objection-fields';

/**
 * The periods of the objection log, the one home of them: the objection clocks (objection-clocks.ts) lay
 * them on each objection, and the statutory bounds' objection reply (statutory-bound-table.ts) is derived
 * from them.
 */

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
