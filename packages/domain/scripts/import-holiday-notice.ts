import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HolidayNotice, YearCalendar } from '../src/compliance/holiday-calendar';
import { holidayCalendarDataText, withYearCalendar } from '../src/compliance/holiday-calendar-data';
import { noticeHeaderOf, parseHolidayNotice } from '../src/compliance/holiday-notice-import';
import { ValidationError } from '../src/shared/errors';

/** The data file the domain loads its holiday calendars from (holiday-calendars.ts). */
export const HOLIDAY_CALENDARS_FILE = fileURLToPath(
  new URL('../src/compliance/holiday-calendars.json', import.meta.url),
);

export interface ImportOptions {
  /** The notice's text, as published (copied from www.gov.cn). */
  readonly noticeFile: string;
  /** The year it arranges; by default the one its title names. */
  readonly year?: number;
  /** Where it is published, cited with it. */
  readonly url?: string;
  /** Write over the year when the file has it already. */
  readonly replace?: boolean;
  /** The data file; holiday-calendars.json unless a test gives its own. */
  readonly dataFile?: string;
}

/**
 * Reads a notice of the State Council's General Office (国务院办公厅关于YYYY年部分节假日安排的通知) from
 * its text and writes its year into the holiday calendars' data file: its title, number and date as the
 * text gives them, its holidays and its 调休 days as parseHolidayNotice reads them. Answers the calendar
 * written, for the caller to show; a ValidationError (naming the line or the field) when the text says
 * something it cannot read, a ConflictError when the year is there already without `replace`; the file
 * is written only when everything holds.
 */
export function importHolidayNotice(options: ImportOptions): YearCalendar {
  const text = readFileSync(options.noticeFile, 'utf8');
  const header = noticeHeaderOf(text);
  const year = options.year ?? header.year;
  if (year === undefined) {
    throw new ValidationError([{ field: 'year', message: 'the text names no year: give --year' }]);
  }
  if (!header.publishedOn) {
    throw new ValidationError([
      { field: 'publishedOn', message: 'the text has no date under its signature (2025年11月4日)' },
    ]);
  }
  const notice: HolidayNotice = {
    title: header.title ?? `国务院办公厅关于${year}年部分节假日安排的通知`,
    ...(header.number ? { number: header.number } : {}),
    publishedOn: header.publishedOn,
    ...(options.url ? { url: options.url } : {}),
  };
  const calendar = parseHolidayNotice(text, year, notice);
  const dataFile = options.dataFile ?? HOLIDAY_CALENDARS_FILE;
  const data = withYearCalendar(JSON.parse(readFileSync(dataFile, 'utf8')), calendar, {
    replace: options.replace === true,
  });
  writeFileSync(dataFile, holidayCalendarDataText(data));
  return calendar;
}

/** What was read, for whoever imports to check against the notice before committing it. */
export function calendarSummary(calendar: YearCalendar): string[] {
  const { notice } = calendar;
  return [
    `${calendar.year}: ${notice.title}${notice.number ? ` (${notice.number})` : ''}, ${notice.publishedOn}`,
    ...(notice.url ? [`  ${notice.url}`] : []),
    'Holidays:',
    ...calendar.holidays.map((h) => `  ${h.name}  ${h.from === h.to ? h.from : `${h.from} – ${h.to}`}`),
    `调休 working days: ${calendar.workdays.length === 0 ? 'none' : calendar.workdays.join(', ')}`,
  ];
}

/** Where the data file is, relative to the domain, for the message. */
export const HOLIDAY_CALENDARS_PATH = join('src', 'compliance', 'holiday-calendars.json');
