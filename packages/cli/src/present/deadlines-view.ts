import {
  type BoundStatus,
  businessDateTimeOf,
  countdownTo,
  type Label,
  type Locale,
  labelIn,
  type ProjectDeadlines,
  STATUTES,
  type StatutoryBound,
} from '@tender/domain';
import type { Colours } from '../output/colours';
import type { View } from '../output/view';

/** Where a bound stands, in the words of each language (statutory-bounds.ts BoundStatus). */
const STATUS_WORDS: Readonly<Record<BoundStatus, Label>> = {
  waiting: { en: 'waiting', zh: '未起算' },
  open: { en: 'open', zh: '进行中' },
  met: { en: 'met', zh: '已满足' },
  missed: { en: 'missed', zh: '已逾期' },
  broken: { en: 'broken', zh: '已违反' },
};

/** A bound the project has failed: flagged in its own column, so `grep '^!'` finds them in a pipe. */
const FAILED: ReadonlySet<BoundStatus> = new Set(['missed', 'broken']);

/** The law whose clocks the project runs on, named as in the bounds' citations. */
const REGIME_LAWS = { tendering: STATUTES.tenderingLaw, procurement: STATUTES.procurementLaw } as const;

/** On a terminal the widest the two long columns draw before wrapping (columns; a Chinese character is 2). */
const WHAT_WIDTH = 40;
const ARTICLE_WIDTH = 26;

export function statusWord(status: BoundStatus, locale: Locale): string {
  return labelIn(STATUS_WORDS[status], locale);
}

/** The limit with its direction: the last day a `by` bound allows, the first a `notBefore` one does. */
export function dueText(bound: Pick<StatutoryBound, 'direction' | 'dueDate'>, locale: Locale): string {
  if (bound.dueDate === null) return '';
  const zh = locale === 'zh-CN';
  if (bound.direction === 'by') return zh ? `最迟 ${bound.dueDate}` : `by ${bound.dueDate}`;
  return zh ? `不早于 ${bound.dueDate}` : `not before ${bound.dueDate}`;
}

/**
 * The time from the report's `now` (server time, §9) to an open bound's limit, in days and hours (hours
 * and minutes in its last day); empty for a bound that is not open, whose limit is not ahead.
 */
export function countdownText(
  bound: Pick<StatutoryBound, 'status' | 'dueAt'>,
  now: string,
  locale: Locale,
): string {
  if (bound.status !== 'open' || bound.dueAt === null) return '';
  const left = countdownTo(Date.parse(bound.dueAt), Date.parse(now));
  if (left.passed) return '';
  const zh = locale === 'zh-CN';
  if (left.days > 0) return zh ? `${left.days}天${left.hours}小时` : `${left.days}d ${left.hours}h`;
  return zh ? `${left.hours}小时${left.minutes}分` : `${left.hours}h ${left.minutes}m`;
}

/**
 * The warning of a report that counted through a year without its holiday notice, or undefined: its
 * dates may move when the State Council publishes the year's holidays (holiday-calendars.ts).
 */
export function provisionalWarning(years: readonly number[], locale: Locale): string | undefined {
  if (years.length === 0) return undefined;
  return locale === 'zh-CN'
    ? `${years.map((year) => `${year}年`).join('、')}：尚无官方节假日安排，仅按周末计算`
    : `${years.join(', ')}: no official holiday calendar yet, counted by weekends only`;
}

/**
 * A project's statutory deadlines for people: one row a bound — what it bounds and its article in the
 * CLI's language, the limit, where it stands, and for an open one the time left on the server's clock —
 * the missed and broken ones flagged. `--json` gives the report as the API returns it.
 */
export function deadlinesView(report: ProjectDeadlines, locale: Locale, colours: Colours): View {
  const tint = (status: BoundStatus, text: string) =>
    FAILED.has(status)
      ? colours.bold(colours.red(text))
      : status === 'met'
        ? colours.green(text)
        : status === 'waiting'
          ? colours.dim(text)
          : text;
  return {
    json: report,
    blocks: [
      {
        kind: 'table',
        title: `Project ${report.projectId} · ${labelIn(REGIME_LAWS[report.regime], locale)} · server time ${businessDateTimeOf(new Date(report.now))} (UTC+8)`,
        head: ['', 'What', 'Article', 'Due', 'Status', 'Countdown'],
        rows: report.bounds.map((bound) => [
          FAILED.has(bound.status) ? colours.red('!') : '',
          // A bound of several (a bond's refund) names whom it is about.
          bound.subject
            ? `${labelIn(bound.description, locale)} (${bound.subject})`
            : labelIn(bound.description, locale),
          labelIn(bound.citation, locale),
          dueText(bound, locale),
          tint(bound.status, statusWord(bound.status, locale)),
          countdownText(bound, report.now, locale),
        ]),
        widths: [undefined, WHAT_WIDTH, ARTICLE_WIDTH],
      },
    ],
  };
}
