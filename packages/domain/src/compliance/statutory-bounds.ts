import { type ReplyStatus, replyClockOf } from '../objections/objection-clocks';
import type { ObjectionSubject } from '../objections/objection-fields';
import type { BiddingMethod } from '../projects/bidding-method';
import { businessDateOf, instantOf, instantOfBusinessDateTime } from '../shared/business-day';
import type { Label } from '../shared/labels';
import { isCalendarDate, type WorkingCalendar } from './holiday-calendar';
import { dueAtOf, limitOf } from './period-limits';
import { type Regime, regimeOf } from './procurement-regime';
import {
  BOUND_IDS,
  type BoundAnchor,
  type BoundDefinition,
  type BoundDirection,
  type BoundId,
  type BoundRule,
  type DayCount,
  STATUTORY_BOUNDS,
} from './statutory-bound-table';

/**
 * The statutory bounds of a project: the dates the law puts on its steps (the earliest bid deadline, the
 * last day to answer an objection, to sign the contract …), each with the article it comes from, worked
 * out from what has happened so far. One table holds every rule (STATUTORY_BOUNDS); statutoryBounds lays
 * them on a project's facts for the UI and the CLI, and publicationRefusal is what the server enforces
 * when a notice is published (the client asks it too, as a hint).
 *
 * Days are counted as 民法典 第二百零一条 and 第二百零三条 count them (period-limits.ts).
 */

/**
 * What the bounds are computed from: each fact null (or absent) until it has happened. Instants are ISO
 * date-times with an offset, or `YYYY-MM-DD HH:mm:ss` in the agencies' day; dates are `YYYY-MM-DD`.
 */
export interface ComplianceFacts {
  readonly biddingMethod?: BiddingMethod | null;
  /** Whose clocks apply; when absent, the method's (regimeOf without a capital source: tendering). */
  readonly regime?: Regime | null;
  /**
   * Whether the project must be tendered by law (§3 isTenderByLaw), which some articles bind alone
   * (BoundRule.mandatoryTenderingOnly); absent, it is taken as must, the stricter reading.
   */
  readonly tenderByLaw?: boolean | null;
  /**
   * The prequalification documents' first issue (资格预审文件开始发售): the first published
   * prequalification notice. Absent, the project does not prequalify and has none of its bounds.
   */
  readonly prequalificationIssuedAt?: string | null;
  /** The deadline for prequalification applications in force: the last published prequalification notice's. */
  readonly applicationDeadline?: string | null;
  /**
   * 招标文件开始发出之日: the first published version of the tender documents, or else the first
   * published tender notice.
   */
  readonly documentsIssuedAt?: string | null;
  /** The bid deadline in force: the latest published tender notice's, or a correction's that moved it. */
  readonly bidDeadline?: string | null;
  /** When each published clarification and correction notice was published. */
  readonly corrections?: readonly string[];
  /** Each objection received: what it is about, when, and whether and when it was answered. */
  readonly objections?: readonly ObjectionFact[];
  /** When the evaluation report was received (收到评标报告之日): the candidates are publicised within 3 days. */
  readonly evaluationReportAt?: string | null;
  /** When the result publicity (中标候选人公示, notice type 4) was published. */
  readonly resultPublicityAt?: string | null;
  /** The award: when the result announcement (notice type 5) was published, standing in for 中标通知书. */
  readonly resultAnnouncementAt?: string | null;
  readonly contractSignedOn?: string | null;
  /** When the written report reached the supervisor; until recorded, a past report bound is missed. */
  readonly reportFiledOn?: string | null;
  /** When the last bid bond was refunded; until recorded, a past refund bound is missed. */
  readonly bondsRefundedOn?: string | null;
  /**
   * The bonds the ledger holds (bonds/bond-ledger.ts), each refunded or not: one refund bound each. Absent
   * or empty, one bound stands for all the bonds (bondsRefundedOn).
   */
  readonly bonds?: readonly BondFact[];
  /** False when no bid package charges a bond (§3 bondAmount empty, "not charged"): nothing to refund. */
  readonly bondsCharged?: boolean;
}

/** An objection as its reply bound reads it (objection-clocks.ts lays the clock). */
export interface ObjectionFact {
  readonly subject: ObjectionSubject;
  readonly receivedAt: string;
  readonly handled: boolean;
  /** When it was answered; null or absent when not recorded (then taken as answered in time). */
  readonly repliedAt?: string | null;
}

/** A bond of the ledger as the refund bound reads it. */
export interface BondFact {
  /** Who the bound is about: the bidder, and its package where it has several. */
  readonly subject: string;
  /** The bidder won its package: in government procurement its refund counts from the contract. */
  readonly winner: boolean;
  /** The day it was refunded (YYYY-MM-DD); null until then. */
  readonly refundedOn: string | null;
}

/**
 * Where a bound stands: `waiting` for its anchor; `open` while its limit is ahead; `met`; `missed` when
 * a `by` bound passed without its act (or the act came late); `broken` when the facts break it — an act
 * came earlier than a `notBefore` bound allows, or a correction came after its cut-off and the bid
 * deadline was not moved.
 */
export type BoundStatus = 'waiting' | 'open' | 'met' | 'missed' | 'broken';

/** A statutory bound laid on a project's facts. */
export interface StatutoryBound {
  readonly id: BoundId;
  readonly citation: Label;
  readonly description: Label;
  readonly direction: BoundDirection;
  readonly period: { readonly days: number; readonly count: DayCount; readonly counted: 'after' | 'before' };
  /** The limit's business day; null while waiting. */
  readonly dueDate: string | null;
  /** For `by` the end of dueDate (UTC+8), for `notBefore` its start; null while waiting. */
  readonly dueAt: string | null;
  /** The event the bound is counted from, as the facts give it; null while waiting. */
  readonly anchor: { readonly what: BoundAnchor; readonly at: string } | null;
  readonly status: BoundStatus;
  /** The years the count crossed whose holiday notice is not loaded: its date may still change. */
  readonly provisionalYears: readonly number[];
  /** Whom a bound of one of several is about (a bond's bidder); absent for a project's single bound. */
  readonly subject?: string;
}

/** The regime of the facts: as given, else the method's. */
function regimeOfFacts(facts: ComplianceFacts): Regime {
  return facts.regime ?? regimeOf({ biddingMethod: facts.biddingMethod ?? null, capitalSource: null });
}

/** The rule of a bound for the facts' regime and method; undefined when the bound does not apply. */
export function boundRule(id: BoundId, facts: ComplianceFacts): BoundRule | undefined {
  const definition: BoundDefinition = STATUTORY_BOUNDS[id];
  const method = facts.biddingMethod;
  const applying =
    method && definition.byMethod && Object.hasOwn(definition.byMethod, method)
      ? definition.byMethod[method]
      : definition[regimeOfFacts(facts)];
  if (!applying || (applying.mandatoryTenderingOnly && facts.tenderByLaw === false)) return undefined;
  return applying;
}

/** The instant a fact names; a RangeError for anything else, as the calendar treats a bad date. */
export function factInstant(text: string): Date {
  const at = instantOfBusinessDateTime(text) ?? instantOf(text);
  if (!at) throw new RangeError(`not an instant: ${text}`);
  return at;
}

/** The business day of an instant fact. */
export function factDate(text: string): string {
  return businessDateOf(factInstant(text));
}

/** A date fact (the contract's signing …): a RangeError when it is no date. */
function calendarDate(text: string): string {
  if (!isCalendarDate(text)) throw new RangeError(`not a date (YYYY-MM-DD): ${text}`);
  return text;
}

/** Where a `by` bound with an act stands: done in time, done late, still possible, or past. */
function byStatus(dueDate: string, actDate: string | null, today: string): BoundStatus {
  if (actDate) return actDate <= dueDate ? 'met' : 'missed';
  return today <= dueDate ? 'open' : 'missed';
}

/** Where a window (a `by` bound that asks nothing of the agency) stands: open, or closed and so met. */
function windowStatus(dueDate: string, today: string): BoundStatus {
  return today <= dueDate ? 'open' : 'met';
}

/** Where a `notBefore` bound stands: its act came early, in time, or is still to come. */
function notBeforeStatus(dueDate: string, actDate: string | null, today: string): BoundStatus {
  if (actDate) return actDate >= dueDate ? 'met' : 'broken';
  return today < dueDate ? 'open' : 'met';
}

interface Context {
  readonly facts: ComplianceFacts;
  readonly calendar: WorkingCalendar;
  readonly today: string;
}

/** A bound laid out: its limit from the anchor, the status the caller decides from that limit. */
function laidOut(
  id: BoundId,
  rule: BoundRule,
  anchor: { what: BoundAnchor; at: string; date: string } | null,
  context: Context,
  statusOf: (dueDate: string) => BoundStatus,
): StatutoryBound {
  const definition: BoundDefinition = STATUTORY_BOUNDS[id];
  const { direction, description } = definition;
  const period = { days: rule.days, count: rule.count, counted: rule.counted };
  const base = { id, citation: rule.citation, description, direction, period };
  if (!anchor) {
    return { ...base, dueDate: null, dueAt: null, anchor: null, status: 'waiting', provisionalYears: [] };
  }
  const limit = limitOf(rule, direction, anchor.date, context.calendar);
  return {
    ...base,
    dueDate: limit.dueDate,
    dueAt: dueAtOf(direction, limit.dueDate),
    anchor: { what: anchor.what, at: anchor.at },
    status: statusOf(limit.dueDate),
    provisionalYears: limit.consulted ? context.calendar.provisionalYearsIn(...limit.consulted) : [],
  };
}

/** The anchor of an instant fact, or null while it has not happened. */
function anchorAt(what: BoundAnchor, at: string | null | undefined) {
  return at ? { what, at, date: factDate(at) } : null;
}

/** The event a rule is counted from, as the facts give it. */
function anchorOf(rule: BoundRule, facts: ComplianceFacts) {
  switch (rule.anchor) {
    case 'prequalificationIssued':
      return anchorAt('prequalificationIssued', facts.prequalificationIssuedAt);
    case 'applicationDeadline':
      return anchorAt('applicationDeadline', facts.applicationDeadline);
    case 'documentsIssued':
      return anchorAt('documentsIssued', facts.documentsIssuedAt);
    case 'bidDeadline':
      return anchorAt('bidDeadline', facts.bidDeadline);
    case 'evaluationReport':
      return anchorAt('evaluationReport', facts.evaluationReportAt);
    case 'resultPublicity':
      return anchorAt('resultPublicity', facts.resultPublicityAt);
    case 'award':
      return anchorAt('award', facts.resultAnnouncementAt);
    case 'contract':
      return facts.contractSignedOn
        ? {
            what: 'contract' as const,
            at: facts.contractSignedOn,
            date: calendarDate(facts.contractSignedOn),
          }
        : null;
    case 'objection':
      // One bound per objection (objectionReplies); this stands for "no objection yet".
      return null;
  }
}

const optionalDate = (date: string | null | undefined) => (date ? calendarDate(date) : null);
const optionalInstantDate = (at: string | null | undefined) => (at ? factDate(at) : null);

/**
 * The application deadline may not come before the prequalification documents have been out the rule's
 * period; laid only for a project that prequalifies (a prequalification notice is published).
 */
function applicationDeadlineEarliest(rule: BoundRule, context: Context): StatutoryBound[] {
  if (!context.facts.prequalificationIssuedAt) return [];
  const deadline = optionalInstantDate(context.facts.applicationDeadline);
  return [
    laidOut('applicationDeadlineEarliest', rule, anchorOf(rule, context.facts), context, (due) =>
      notBeforeStatus(due, deadline, context.today),
    ),
  ];
}

/** The window to object to the prequalification documents: it only closes, like the documents' own. */
function qualificationObjectionCutoff(rule: BoundRule, context: Context): StatutoryBound[] {
  if (!context.facts.prequalificationIssuedAt) return [];
  return [
    laidOut('qualificationObjectionCutoff', rule, anchorOf(rule, context.facts), context, (due) =>
      windowStatus(due, context.today),
    ),
  ];
}

/** The bid deadline may not come before the documents have been out the rule's period. */
function bidDeadlineEarliest(rule: BoundRule, context: Context): StatutoryBound {
  const deadline = optionalInstantDate(context.facts.bidDeadline);
  return laidOut('bidDeadlineEarliest', rule, anchorOf(rule, context.facts), context, (due) =>
    notBeforeStatus(due, deadline, context.today),
  );
}

/** The documents are on sale at least the rule's period; nothing records the sale's end, so it is shown. */
function documentSaleWindow(rule: BoundRule, context: Context): StatutoryBound {
  return laidOut('documentSaleWindow', rule, anchorOf(rule, context.facts), context, (due) =>
    notBeforeStatus(due, null, context.today),
  );
}

/**
 * The cut-off for corrections before the deadline in force. A correction later than it is lawful only
 * when the deadline was moved far enough — and then the cut-off of the moved deadline falls on or after
 * it — so a correction past the cut-off of the deadline in force is one whose deadline was not moved.
 * Corrections published after the deadline (of the result, say) no longer touch the bids: not counted.
 */
function clarificationCutoff(rule: BoundRule, context: Context): StatutoryBound {
  const { facts, today } = context;
  return laidOut('clarificationCutoff', rule, anchorOf(rule, facts), context, (due) => {
    const deadline = factInstant(facts.bidDeadline as string).getTime();
    const late = (facts.corrections ?? []).some(
      (at) => factInstant(at).getTime() < deadline && factDate(at) > due,
    );
    return late ? 'broken' : windowStatus(due, today);
  });
}

/** The bidders' window to object to the documents: it asks nothing of the agency, so it only closes. */
function documentObjectionCutoff(rule: BoundRule, context: Context): StatutoryBound {
  return laidOut('documentObjectionCutoff', rule, anchorOf(rule, context.facts), context, (due) =>
    windowStatus(due, context.today),
  );
}

/** How a reply clock's status reads as a bound's: answered late or not at all in time is missed. */
const REPLY_BOUND_STATUS: Readonly<Record<ReplyStatus, BoundStatus>> = {
  open: 'open',
  overdue: 'missed',
  answered: 'met',
  answeredLate: 'missed',
};

/**
 * One reply bound per objection, laid as the objection log lays its reply clock (replyClockOf: the
 * period of its subject, on the spot for the opening, none where the law sets none); one waiting bound
 * while there is no objection.
 */
function objectionReplies(rule: BoundRule, context: Context): StatutoryBound[] {
  const objections = context.facts.objections ?? [];
  if (objections.length === 0) {
    return [laidOut('objectionReply', rule, anchorOf(rule, context.facts), context, () => 'waiting')];
  }
  const { direction, description } = STATUTORY_BOUNDS.objectionReply;
  const regime = regimeOfFacts(context.facts);
  return objections.flatMap((objection) => {
    const clock = replyClockOf(
      { ...objection, answered: objection.handled, repliedAt: objection.repliedAt ?? null },
      regime,
      context.calendar,
      context.today,
    );
    if (!clock) return [];
    return [
      {
        id: 'objectionReply' as const,
        citation: clock.citation,
        description,
        direction,
        period: { days: clock.days, count: clock.count, counted: 'after' as const },
        dueDate: clock.dueDate,
        dueAt: clock.dueAt,
        anchor: { what: 'objection' as const, at: objection.receivedAt },
        status: REPLY_BOUND_STATUS[clock.status],
        provisionalYears: clock.provisionalYears,
      },
    ];
  });
}

/** The candidates are publicised within the rule's days of the evaluation report: done once it is published. */
function candidatePublicityStart(rule: BoundRule, context: Context): StatutoryBound {
  const published = optionalInstantDate(context.facts.resultPublicityAt);
  return laidOut('candidatePublicityStart', rule, anchorOf(rule, context.facts), context, (due) =>
    byStatus(due, published, context.today),
  );
}

/** The result announcement may not come before the candidates' publicity has run. */
function candidatePublicity(rule: BoundRule, context: Context): StatutoryBound {
  const announcement = optionalInstantDate(context.facts.resultAnnouncementAt);
  return laidOut('candidatePublicity', rule, anchorOf(rule, context.facts), context, (due) =>
    notBeforeStatus(due, announcement, context.today),
  );
}

/** The contract is signed within the rule's period of the award. */
function contractSigning(rule: BoundRule, context: Context): StatutoryBound {
  const signed = optionalDate(context.facts.contractSignedOn);
  return laidOut('contractSigning', rule, anchorOf(rule, context.facts), context, (due) =>
    byStatus(due, signed, context.today),
  );
}

/** The written report reaches the supervisor within the rule's period of the award. */
function filingReport(rule: BoundRule, context: Context): StatutoryBound {
  const filed = optionalDate(context.facts.reportFiledOn);
  return laidOut('filingReport', rule, anchorOf(rule, context.facts), context, (due) =>
    byStatus(due, filed, context.today),
  );
}

/**
 * The bonds are refunded within the rule's period of the contract (or, for a bidder that did not win where
 * the rule says so, of the award): one bound per bond of the ledger, met or missed by its own refund; with
 * no ledger, one bound for them all. No bond, no bound.
 */
function bondRefund(rule: BoundRule, context: Context): StatutoryBound[] {
  const bonds = context.facts.bonds ?? [];
  if (bonds.length > 0) return bonds.map((bond) => bondRefundOf(rule, bond, context));
  if (context.facts.bondsCharged === false) return [];
  const refunded = optionalDate(context.facts.bondsRefundedOn);
  return [
    laidOut('bondRefund', rule, anchorOf(rule, context.facts), context, (due) =>
      byStatus(due, refunded, context.today),
    ),
  ];
}

function bondRefundOf(rule: BoundRule, bond: BondFact, context: Context): StatutoryBound {
  const applying =
    !bond.winner && rule.unsuccessfulAnchor ? { ...rule, anchor: rule.unsuccessfulAnchor } : rule;
  const refunded = optionalDate(bond.refundedOn);
  const bound = laidOut('bondRefund', applying, anchorOf(applying, context.facts), context, (due) =>
    byStatus(due, refunded, context.today),
  );
  return { ...bound, subject: bond.subject };
}

/**
 * The refund bound of each bond of the facts, in their order (Bonds/GetLedger shows each bond's due date
 * and status by it); empty when the regime has no such bound or the facts hold no bond.
 */
export function bondRefundBounds(
  facts: ComplianceFacts,
  calendar: WorkingCalendar,
  now: Date,
): StatutoryBound[] {
  const applying = boundRule('bondRefund', facts);
  const bonds = facts.bonds ?? [];
  if (!applying || bonds.length === 0) return [];
  const context: Context = { facts, calendar, today: businessDateOf(now) };
  return bonds.map((bond) => bondRefundOf(applying, bond, context));
}

const LAY_OUT: Readonly<
  Record<BoundId, (rule: BoundRule, context: Context) => StatutoryBound | StatutoryBound[]>
> = {
  applicationDeadlineEarliest,
  qualificationObjectionCutoff,
  bidDeadlineEarliest,
  documentSaleWindow,
  clarificationCutoff,
  documentObjectionCutoff,
  objectionReply: objectionReplies,
  candidatePublicityStart,
  candidatePublicity,
  contractSigning,
  filingReport,
  bondRefund,
};

/**
 * The statutory bounds of a project: every bound its regime and method have, in the order the
 * project meets them, each with its limit and where it stands at `now`. Throws a RangeError only when a
 * fact is not a date or an instant — a caller's mistake.
 */
export function statutoryBounds(
  facts: ComplianceFacts,
  calendar: WorkingCalendar,
  now: Date,
): StatutoryBound[] {
  const context: Context = { facts, calendar, today: businessDateOf(now) };
  return BOUND_IDS.flatMap((id) => {
    const applying = boundRule(id, facts);
    return applying ? LAY_OUT[id](applying, context) : [];
  });
}

/** The provisional years any of the bounds crossed, in order: what a screen or the CLI warns of. */
export function provisionalYearsOf(bounds: readonly StatutoryBound[]): number[] {
  return [...new Set(bounds.flatMap((bound) => bound.provisionalYears))].sort((a, b) => a - b);
}
