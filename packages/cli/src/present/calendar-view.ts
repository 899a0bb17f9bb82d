import {
  type CalendarYearStatus,
  type HolidayNotice,
  type Label,
  type Locale,
  labelIn,
  type WorkingCalendar,
} from '@tender/domain';
import type { View } from '../output/view';

/** A year of China's working calendar as `tender calendar --json` gives it (stable field names). */
export interface CalendarYearReport {
  readonly year: number;
  /** `provisional`: no notice loaded, counted Monday to Friday only. */
  readonly status: CalendarYearStatus;
  /** The State Council General Office's notice the year comes from; null while provisional. */
  readonly notice: HolidayNotice | null;
  /** Each holiday's run of days off, weekends inside it included, with how many days it is. */
  readonly holidays: readonly { name: string; from: string; to: string; days: number }[];
  /** The Saturdays and Sundays worked instead (调休上班). */
  readonly workdays: readonly string[];
}

const STATUS_WORDS: Readonly<Record<CalendarYearStatus, Label>> = {
  official: { en: 'official', zh: '官方安排' },
  provisional: { en: 'provisional (weekends only)', zh: '暂定（仅按周末计算）' },
};

const daysFrom = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** The year as the calendar holds it: its notice's holidays and 调休 days, or none while provisional. */
export function calendarYearReport(calendar: WorkingCalendar, year: number): CalendarYearReport {
  const loaded = calendar.calendarOf(year);
  return {
    year,
    status: calendar.yearStatus(year),
    notice: loaded?.notice ?? null,
    holidays: (loaded?.holidays ?? []).map((h) => ({ ...h, days: daysFrom(h.from, h.to) })),
    workdays: loaded?.workdays ?? [],
  };
}

/**
 * A year of the working calendar for people: whether it is official and the notice it cites, one row a
 * holiday, then the 调休 working days, one a row. A provisional year has no rows (the command warns).
 */
export function calendarView(report: CalendarYearReport, locale: Locale): View {
  const { notice } = report;
  const cited = notice
    ? `${notice.title}${notice.number ? `（${notice.number}）` : ''}, ${notice.publishedOn}${notice.url ? ` ${notice.url}` : ''}`
    : '';
  return {
    json: report,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['year', String(report.year)],
          ['status', labelIn(STATUS_WORDS[report.status], locale)],
          ...(notice ? [['notice', cited] as const] : []),
        ],
      },
      ...(report.holidays.length === 0
        ? []
        : [
            {
              kind: 'table' as const,
              title: locale === 'zh-CN' ? '放假' : 'Holidays',
              head: ['Holiday', 'From', 'To', 'Days'],
              rows: report.holidays.map((h) => [h.name, h.from, h.to, String(h.days)]),
            },
            {
              kind: 'table' as const,
              title: locale === 'zh-CN' ? '调休上班' : 'Weekend days worked (调休)',
              head: ['Date', 'Weekday'],
              rows: report.workdays.map((date) => [date, weekdayIn(date, locale)]),
            },
          ]),
    ],
  };
}

const WEEKDAYS = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
};

function weekdayIn(date: string, locale: Locale): string {
  return WEEKDAYS[locale === 'zh-CN' ? 'zh' : 'en'][new Date(`${date}T00:00:00Z`).getUTCDay()] as string;
}
