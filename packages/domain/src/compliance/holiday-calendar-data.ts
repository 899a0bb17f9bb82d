import { z } from 'zod';
import { addCalendarDays } from '../shared/business-day';
import { ConflictError, type FieldError, fieldErrorsOf, ValidationError } from '../shared/errors';
import { type YearCalendar, yearCalendarSchema } from './holiday-calendar';

/**
 * The holiday calendars as the data file keeps them (holiday-calendars.json): one entry a year, each as
 * its notice sets it (yearCalendarSchema), in the order of the years. The file is read once when the
 * domain loads and refused whole when any entry is wrong, naming the year and the field, so a mistyped
 * date never counts a period silently; a new year is written into it by `npm run import-holiday-notice`
 * (scripts/import-holiday-notice.ts) from the notice's text.
 */
export const holidayCalendarDataSchema = z.object({ years: z.array(z.unknown()) });
export interface HolidayCalendarData {
  readonly years: readonly YearCalendar[];
}

/** `2025.holidays.2.to` for an entry whose year is readable, `years.1.…` for one whose year is not. */
function entryName(entry: unknown, index: number): string {
  const year = (entry as { year?: unknown } | null)?.year;
  return typeof year === 'number' && Number.isInteger(year) ? String(year) : `years.${index}`;
}

/** The days each holiday runs over, with its year, for the check across entries. */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addCalendarDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The calendars of the data, checked: each entry by yearCalendarSchema, no year twice, and no date both a
 * holiday of one notice and a 调休 working day of another (a 元旦 reaching into the year before). A
 * ValidationError naming each wrong field as `YEAR.field` (`2025.holidays.2.to: …`) otherwise.
 */
export function holidayCalendarsOf(data: unknown): YearCalendar[] {
  const file = holidayCalendarDataSchema.safeParse(data);
  if (!file.success) throw new ValidationError(fieldErrorsOf(file.error.issues));
  const errors: FieldError[] = [];
  const calendars: YearCalendar[] = [];
  file.data.years.forEach((entry, index) => {
    const name = entryName(entry, index);
    const checked = yearCalendarSchema.safeParse(entry);
    if (!checked.success) {
      for (const error of fieldErrorsOf(checked.error.issues)) {
        errors.push({ field: error.field ? `${name}.${error.field}` : name, message: error.message });
      }
      return;
    }
    if (calendars.some((calendar) => calendar.year === checked.data.year)) {
      errors.push({ field: name, message: `${name} is listed twice` });
      return;
    }
    calendars.push(checked.data);
  });
  const holidays = new Map<string, string>();
  for (const calendar of calendars) {
    for (const holiday of calendar.holidays) {
      for (const date of datesOf(holiday.from, holiday.to)) {
        holidays.set(date, `${holiday.name} of ${calendar.year}`);
      }
    }
  }
  for (const calendar of calendars) {
    calendar.workdays.forEach((date, index) => {
      const holiday = holidays.get(date);
      if (holiday) {
        errors.push({
          field: `${calendar.year}.workdays.${index}`,
          message: `${date} is also a day of ${holiday}`,
        });
      }
    });
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return calendars.sort((a, b) => a.year - b.year);
}

/**
 * The data with `calendar` written in, the years in order: a ConflictError when its year is there
 * already, unless `replace` (a notice corrected, or typed in before it was imported).
 */
export function withYearCalendar(
  data: unknown,
  calendar: YearCalendar,
  options: { readonly replace?: boolean } = {},
): HolidayCalendarData {
  const calendars = holidayCalendarsOf(data);
  const checked = yearCalendarSchema.parse(calendar);
  if (calendars.some((c) => c.year === checked.year) && !options.replace) {
    throw new ConflictError(`${checked.year} is in the calendar already`, [
      'pass --replace to write the notice over it',
    ]);
  }
  const years = [...calendars.filter((c) => c.year !== checked.year), checked];
  // Checked again whole: the new year must agree with its neighbours' days too.
  return { years: holidayCalendarsOf({ years }) };
}

/** The widest line the repository's formatter (Biome, biome.json) lets an array of values stand on. */
const LINE_WIDTH = 110;

/** `value` as JSON at `depth`, its first line after `prefix`: objects one key a line, short arrays of values on one. */
function jsonText(value: unknown, depth: number, prefix: number): string {
  const pad = '  '.repeat(depth);
  const inner = '  '.repeat(depth + 1);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = value.every((item) => item === null || typeof item !== 'object');
    const oneLine = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
    if (flat && pad.length + prefix + oneLine.length <= LINE_WIDTH) return oneLine;
    return `[\n${value.map((item) => inner + jsonText(item, depth + 1, 0)).join(',\n')}\n${pad}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item]) => {
      const name = `${JSON.stringify(key)}: `;
      return inner + name + jsonText(item, depth + 1, name.length);
    });
    return `{\n${lines.join(',\n')}\n${pad}}`;
  }
  return JSON.stringify(value);
}

/**
 * The data file's text, laid out as the repository's formatter (Biome) keeps it, so an import leaves a
 * diff of the year it adds and nothing else.
 */
export function holidayCalendarDataText(data: HolidayCalendarData): string {
  return `${jsonText(data, 0, 0)}\n`;
}
