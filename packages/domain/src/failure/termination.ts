import type { Blocker } from '../circulation/blockers';
import type { WorkingCalendar } from '../compliance/holiday-calendar';
import { CHINA_WORKING_CALENDAR } from '../compliance/holiday-calendars';
import { type Regime, regimeOf } from '../compliance/procurement-regime';
import { NoticeType } from '../notices/notice';
import { ProjectFlowName, ProjectState } from '../projects/project-state';
import type { Label } from '../shared/labels';
import { TERMINATE_CITATIONS } from './lawful-exits';
import { type Shortfall, tenderFailure } from './tender-failure';

/**
 * Working days from the termination to the refund of every bond. 87号令 第二十九条 sets 5 for
 * procurement; 实施条例 第三十一条 says only 及时 (promptly), and the agency holds itself to the same 5
 * rather than leave the day open (ADR 0023).
 */
export const TERMINATION_REFUND_WORKING_DAYS = 5;

/** A bond of the ledger as the batch reads it. */
export interface BatchBond {
  readonly id: number;
  readonly bidder: string;
  readonly refundedOn: string | null;
}

/** A bond due for refund because the tender was terminated, and the day it is due. */
export interface RefundDue {
  readonly bondId: number;
  readonly bidder: string;
  readonly dueOn: string;
}

/**
 * The bond-refund batch of a termination (实施条例 第三十一条; 87号令 第二十九条): every bond not yet
 * refunded is due, on the fifth working day after `terminatedOn` on the working calendar.
 */
export function refundBatchOf(
  bonds: readonly BatchBond[],
  terminatedOn: string,
  calendar: WorkingCalendar = CHINA_WORKING_CALENDAR,
): RefundDue[] {
  const dueOn = calendar.addWorkingDays(terminatedOn, TERMINATION_REFUND_WORKING_DAYS);
  return bonds
    .filter((bond) => bond.refundedOn === null)
    .map((bond) => ({ bondId: bond.id, bidder: bond.bidder, dueOn }));
}

/** The notice type of a failure or termination notice (流标公告/终止公告). */
export const FAILURE_NOTICE_TYPE = NoticeType.Termination;

/** A notice draft: staff edit it and publish it through the notices of the project. */
export interface FailureNoticeDraft {
  readonly noticeType: typeof FAILURE_NOTICE_TYPE;
  readonly title: string;
  /** HTML, escaped here: the server sanitises whatever staff later write into it. */
  readonly content: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The draft notice of a terminated tender (实施条例 第三十一条: 终止招标的，应当及时发布公告): titled
 * 流标公告 when counts fell short (the tender failed), 终止公告 otherwise; it names the project, the
 * counts that fell short and the article, and says the bonds are refunded with their interest.
 */
export function failureNoticeDraft(
  project: { readonly projectName: string; readonly projectNum?: string | null },
  shortfalls: readonly Pick<Shortfall, 'message'>[],
  regime: Regime,
): FailureNoticeDraft {
  const failed = shortfalls.length > 0;
  const name = escapeHtml(project.projectName);
  const number = project.projectNum ? `（项目编号：${escapeHtml(project.projectNum)}）` : '';
  const reasons = shortfalls.map((s) => `<li>${escapeHtml(s.message.zh)}</li>`).join('');
  const citation = TERMINATE_CITATIONS[regime].zh;
  return {
    noticeType: FAILURE_NOTICE_TYPE,
    title: `${project.projectName}${failed ? '流标公告' : '终止公告'}`,
    content: [
      `<p>${name}${number}${failed ? '因下列原因流标' : '终止招标'}：</p>`,
      failed ? `<ul>${reasons}</ul>` : '',
      `<p>依据${escapeHtml(citation)}，已收取的投标保证金及银行同期存款利息将予以退还。</p>`,
    ].join(''),
  };
}

/** What terminating a tender leaves besides state 5 (terminationOf). */
export interface Termination {
  readonly notice: FailureNoticeDraft;
  /** The day every bond not yet refunded falls due; null when none is. */
  readonly refundDueOn: string | null;
}

/**
 * What terminating a tender leaves besides state 5 (实施条例 第三十一条; 87号令 第二十九条; ADR 0023): the
 * draft 流标公告 (when the step's blockers show counts that fell short) or 终止公告, and the refund batch's
 * due day. The server and the in-memory adapter both write what it gives, in the terminating save.
 */
export function terminationOf(
  project: { readonly projectName: string; readonly projectNum?: string | null } & Parameters<
    typeof regimeOf
  >[0],
  blockers: readonly Blocker[],
  bonds: readonly BatchBond[],
  terminatedOn: string,
): Termination {
  const regime = regimeOf(project);
  return {
    notice: failureNoticeDraft(project, tenderFailure(blockers, regime).shortfalls, regime),
    refundDueOn: refundBatchOf(bonds, terminatedOn)[0]?.dueOn ?? null,
  };
}

/** The wizard's heading labels of the two notices. */
export const FAILURE_NOTICE_TITLES: Readonly<Record<'failed' | 'terminated', Label>> = {
  failed: { en: 'Failure notice', zh: '流标公告' },
  terminated: { en: 'Termination notice', zh: '终止公告' },
};

/**
 * Whether the project was terminated (§4: state 5 with 项目终止): its failure notice stays writable until
 * published, though the project is read-only (实施条例 第三十一条: 终止招标的，应当及时发布公告).
 */
export function isTerminated(project: {
  readonly state: number;
  readonly projectFlowName?: string | null;
}): boolean {
  return (
    project.state === ProjectState.TerminatedOrRetender &&
    project.projectFlowName === ProjectFlowName.Terminated
  );
}
