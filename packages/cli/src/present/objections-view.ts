import {
  businessDateTimeOf,
  type ClockLine,
  clockLineOf,
  type Label,
  type Locale,
  labelIn,
  type ObjectionEntry,
  type ObjectionLogReport,
  type ObjectionSubject,
} from '@tender/domain';
import type { Colours } from '../output/colours';
import type { View } from '../output/view';
import { countdownText } from './deadlines-view';

/** What an objection is about, in the words of each language (objection-fields.ts). */
const SUBJECT_WORDS: Readonly<Record<ObjectionSubject, Label>> = {
  tenderDocuments: { en: 'tender documents', zh: '招标文件' },
  qualificationDocuments: { en: 'qualification documents', zh: '资格预审文件' },
  opening: { en: 'bid opening', zh: '开标' },
  candidates: { en: 'evaluation result', zh: '评标结果' },
  other: { en: 'other', zh: '其他' },
};

/** An objection's clock line in words (objections.en.ts says the same on the web). */
export function clockText(line: ClockLine, locale: Locale): string {
  const zh = locale === 'zh-CN';
  switch (line.kind) {
    case 'noReplyPeriod':
      return zh ? '无法定答复期限' : 'no statutory reply period';
    case 'reply':
      return zh ? `最迟 ${line.date} 答复` : `reply by ${line.date}`;
    case 'replyOnTheSpot':
      return zh ? `当场答复（${line.date}）` : `reply on the spot (${line.date})`;
    case 'overdue':
      return zh ? `答复已逾期（期限 ${line.date}）` : `reply overdue since ${line.date}`;
    case 'complaint':
      return zh ? `投诉期至 ${line.date}` : `complaint window until ${line.date}`;
    case 'complaintClosed':
      return zh ? `投诉期已于 ${line.date} 届满` : `complaint window closed on ${line.date}`;
  }
}

/** The time left to a line's limit on the server's clock, as the deadlines' countdown says it. */
function countdownOf(line: ClockLine, now: string, locale: Locale): string {
  if (line.kind === 'noReplyPeriod' || !line.countdownTo) return '';
  return countdownText({ status: 'open', dueAt: line.countdownTo }, now, locale);
}

/**
 * A project's objection log for people: one row an objection — who, about what, received when, its
 * status, its clock (the reply, then the complaint window) with the article and the time left on the
 * server's clock; an overdue reply flagged `!` (for `grep '^!'`). `--json` gives the log as the API does.
 */
export function objectionsView(report: ObjectionLogReport, locale: Locale, colours: Colours): View {
  const received = (entry: ObjectionEntry) => {
    const at = entry.objection.objection_receivedAt ?? entry.objection.creationTime;
    return at ? businessDateTimeOf(new Date(at)).slice(0, 16) : '';
  };
  return {
    json: report,
    blocks: [
      {
        kind: 'table',
        title: `Project ${report.projectId} · objections · server time ${businessDateTimeOf(new Date(report.now))} (UTC+8)`,
        head: ['', 'Id', 'Objector', 'About', 'Received', 'Status', 'Deadline', 'Article', 'Countdown'],
        rows: report.items.map((entry) => {
          const line = clockLineOf(entry);
          const overdue = line.kind === 'overdue';
          return [
            overdue ? colours.red('!') : '',
            String(entry.objection.id),
            entry.objection.supplierName ?? '',
            labelIn(SUBJECT_WORDS[entry.objection.objection_subject ?? 'other'], locale),
            received(entry),
            entry.objection.objection_status,
            overdue ? colours.bold(colours.red(clockText(line, locale))) : clockText(line, locale),
            line.citation ? labelIn(line.citation, locale) : '',
            countdownOf(line, report.now, locale),
          ];
        }),
        widths: [undefined, undefined, 24, undefined, undefined, undefined, 30, 26],
      },
    ],
  };
}
