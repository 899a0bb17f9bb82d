import { addCalendarDays } from '../shared/business-day';
import type { Label } from '../shared/labels';
import type { MessageValues } from '../shared/message-catalogue';
import type { RefusalCode } from '../shared/refusal-messages';
import type { WorkingCalendar } from './holiday-calendar';
import { CHINA_WORKING_CALENDAR } from './holiday-calendars';
import { limitOf } from './period-limits';
import type { BoundRule } from './statutory-bound-table';
import { boundRule, type ComplianceFacts, factDate, factInstant } from './statutory-bounds';

/**
 * What the server enforces when a notice is published (ADR 0022): a notice that would break a statutory
 * bound of the project's facts is refused, with the article and the first lawful day. The client asks
 * it too, as a hint. The rules are the bounds' own (statutory-bound-table.ts), counted as they count.
 */

/** The earliest bid deadline the documents allow (bidDeadlineEarliest), from an issue date. */
function earliestDeadlineFromIssue(
  facts: ComplianceFacts,
  issuedAt: string | null | undefined,
  calendar: WorkingCalendar,
): string | undefined {
  const applying = boundRule('bidDeadlineEarliest', facts);
  if (!applying || !issuedAt) return undefined;
  return limitOf(applying, 'notBefore', factDate(issuedAt), calendar).dueDate;
}

/** The earliest deadline after a correction by the clarification rule alone. */
function earliestDeadlineAfterCorrection(
  applying: BoundRule,
  correctionAt: string,
  calendar: WorkingCalendar,
): string {
  const published = factDate(correctionAt);
  return applying.count === 'working'
    ? calendar.addWorkingDays(published, applying.days)
    : addCalendarDays(published, applying.days);
}

/**
 * The earliest bid deadline a correction published at `correctionAt` may set or leave standing: its own
 * period after it (招标投标法实施条例 第二十一条: 不足15日的，应当顺延; the others likewise), and never
 * before the documents' own minimum (bidDeadlineEarliest). Undefined where no clarification rule applies
 * (单一来源, 其他采购方式).
 */
export function movedDeadlineEarliest(
  facts: ComplianceFacts,
  correctionAt: string,
  calendar: WorkingCalendar = CHINA_WORKING_CALENDAR,
): string | undefined {
  const applying = boundRule('clarificationCutoff', facts);
  if (!applying) return undefined;
  const afterCorrection = earliestDeadlineAfterCorrection(applying, correctionAt, calendar);
  const fromIssue = earliestDeadlineFromIssue(facts, facts.documentsIssuedAt, calendar);
  return fromIssue && fromIssue > afterCorrection ? fromIssue : afterCorrection;
}

/** A notice the law would not let be published now: the refusal's code, its values, and the article. */
export interface PublicationRefusal {
  readonly code: RefusalCode;
  /** `earliest`: the first lawful day (YYYY-MM-DD), which a form can propose. */
  readonly values: MessageValues;
  readonly citation: Label;
}

export type PublicationKind = 'prequalificationNotice' | 'tenderNotice' | 'correction' | 'resultAnnouncement';

function refused(applying: BoundRule, earliest: string): PublicationRefusal {
  // Only the rules a notice can break carry a refusal (their table rows say which).
  return { code: applying.refusal as RefusalCode, values: { earliest }, citation: applying.citation };
}

/** A prequalification notice whose deadline for applications leaves less than the law's minimum. */
function prequalificationNoticeRefusal(
  facts: ComplianceFacts,
  notice: { at: string; bidDeadline?: string },
  calendar: WorkingCalendar,
): PublicationRefusal | undefined {
  const applying = boundRule('applicationDeadlineEarliest', facts);
  if (!applying || !notice.bidDeadline) return undefined;
  // The first prequalification notice issues the documents itself; a later one keeps the first's issue.
  const issuedAt = facts.prequalificationIssuedAt ?? notice.at;
  const earliest = limitOf(applying, 'notBefore', factDate(issuedAt), calendar).dueDate;
  return factDate(notice.bidDeadline) < earliest ? refused(applying, earliest) : undefined;
}

/** A tender notice whose deadline leaves less than the documents' minimum. */
function tenderNoticeRefusal(
  facts: ComplianceFacts,
  notice: { at: string; bidDeadline?: string },
  calendar: WorkingCalendar,
): PublicationRefusal | undefined {
  const applying = boundRule('bidDeadlineEarliest', facts);
  if (!applying || !notice.bidDeadline) return undefined;
  // A first tender notice issues the documents itself (招标文件开始发出之日).
  const earliest = earliestDeadlineFromIssue(facts, facts.documentsIssuedAt ?? notice.at, calendar) as string;
  return factDate(notice.bidDeadline) < earliest ? refused(applying, earliest) : undefined;
}

/**
 * A correction whose deadline — the one it moves to, else the one in force — comes before
 * movedDeadlineEarliest. A correction after the deadline in force that moves nothing (of the result,
 * say) does not touch the bids and is let be.
 */
function correctionRefusal(
  facts: ComplianceFacts,
  notice: { at: string; bidDeadline?: string },
  calendar: WorkingCalendar,
): PublicationRefusal | undefined {
  const applying = boundRule('clarificationCutoff', facts);
  const deadline = notice.bidDeadline ?? facts.bidDeadline;
  if (!applying || !deadline) return undefined;
  if (!notice.bidDeadline && factInstant(notice.at).getTime() >= factInstant(deadline).getTime())
    return undefined;
  const earliest = movedDeadlineEarliest(facts, notice.at, calendar) as string;
  const deadlineDate = factDate(deadline);
  if (deadlineDate >= earliest) return undefined;
  // Too soon after the correction is its own rule's refusal; otherwise the documents' minimum binds.
  if (deadlineDate < earliestDeadlineAfterCorrection(applying, notice.at, calendar)) {
    return refused(applying, earliest);
  }
  return refused(boundRule('bidDeadlineEarliest', facts) as BoundRule, earliest);
}

/** A result announcement before the candidates' publicity has run. */
function resultAnnouncementRefusal(
  facts: ComplianceFacts,
  notice: { at: string },
  calendar: WorkingCalendar,
): PublicationRefusal | undefined {
  const applying = boundRule('candidatePublicity', facts);
  if (!applying || !facts.resultPublicityAt) return undefined;
  const earliest = limitOf(applying, 'notBefore', factDate(facts.resultPublicityAt), calendar).dueDate;
  return factDate(notice.at) < earliest ? refused(applying, earliest) : undefined;
}

/**
 * Why a notice may not be published at `notice.at`, or undefined when the law lets it: a prequalification
 * notice whose deadline for applications (`notice.bidDeadline`: the notice's end time) is earlier than
 * applicationDeadlineEarliest; a tender notice
 * whose deadline is earlier than bidDeadlineEarliest; a correction whose deadline (`notice.bidDeadline`,
 * the one it moves to, else the one in force) is earlier than movedDeadlineEarliest; a result
 * announcement before the candidates' publicity has run (candidatePublicity). Deadlines are compared by
 * their business day. The server refuses with it; the client shows it as a hint and proposes `earliest`.
 */
export function publicationRefusal(
  kind: PublicationKind,
  facts: ComplianceFacts,
  notice: { readonly at: string; readonly bidDeadline?: string },
  calendar: WorkingCalendar,
): PublicationRefusal | undefined {
  switch (kind) {
    case 'prequalificationNotice':
      return prequalificationNoticeRefusal(facts, notice, calendar);
    case 'tenderNotice':
      return tenderNoticeRefusal(facts, notice, calendar);
    case 'correction':
      return correctionRefusal(facts, notice, calendar);
    case 'resultAnnouncement':
      return resultAnnouncementRefusal(facts, notice, calendar);
  }
}
