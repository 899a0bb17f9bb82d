import { z } from 'zod';
import { addCalendarDays } from '../shared/business-day';

/**
 * China's working-day calendar, the one the statutory periods of procurement are counted in: a day is a
 * working day Monday to Friday, except the public holidays (法定节假日, 全国年节及纪念日放假办法), and
 * a Saturday or Sunday the State Council moves work to (调休上班) is one too. Which days those are is
 * decided each year by the General Office's notice (国务院办公厅关于YYYY年部分节假日安排的通知), kept
 * here as data, one year a calendar. Dates are `YYYY-MM-DD` in the agencies' day (UTC+8, business-day.ts).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Whether `text` is a calendar date written `YYYY-MM-DD` that exists (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  return DATE.test(text) && !Number.isNaN(dayNumberOrNaN(text));
}

function dayNumberOrNaN(date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return Number.NaN;
  return time / MS_PER_DAY;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date; a RangeError for anything else, as a caller's mistake. */
function dayNumber(date: string): number {
  const day = DATE.test(date) ? dayNumberOrNaN(date) : Number.NaN;
  if (Number.isNaN(day)) throw new RangeError(`not a date (YYYY-MM-DD): ${date}`);
  return day;
}

/** 0 for Sunday to 6 for Saturday; 1970-01-01 was a Thursday. */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

function isWeekend(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

/** Mondays to Fridays from day `first` to day `last`, both included: whole weeks, then the rest. */
function weekdaysBetween(first: number, last: number): number {
  const total = last - first + 1;
  let count = Math.floor(total / 7) * 5;
  for (let day = first + Math.floor(total / 7) * 7; day <= last; day += 1) {
    if (!isWeekend(day)) count += 1;
  }
  return count;
}

/**
 * A notice may reach into the week either side of its year: 元旦 is often taken with the weekend before
 * it (2024's ran 2023-12-30 to 2024-01-01), and a notice has named the 调休 Saturday of that week.
 */
const NEW_YEAR_REACH_DAYS = 7;

function datesOfRange(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addCalendarDays(date, 1)) dates.push(date);
  return dates;
}

/** The notice a year's calendar comes from: the law it rests on, cited wherever the calendar is shown. */
export const holidayNoticeSchema = z.object({
  /** 国务院办公厅关于YYYY年部分节假日安排的通知 */
  title: z.string().trim().min(1).max(200),
  /** Its document number, e.g. 国办发明电〔2024〕12号. */
  number: z.string().trim().min(1).max(100).optional(),
  publishedOn: z.iso.date(),
  url: z.url().optional(),
});
export type HolidayNotice = z.infer<typeof holidayNoticeSchema>;

/** One holiday as the notice lists it: its days off, weekends inside the run included. */
export const holidaySchema = z
  .object({
    /** As the notice names it: 春节, 国庆节、中秋节 … */
    name: z.string().trim().min(1).max(50),
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .refine((holiday) => holiday.from <= holiday.to, {
    message: 'must not end before it starts',
    path: ['to'],
  });
export type Holiday = z.infer<typeof holidaySchema>;

/**
 * One year's calendar, as its notice sets it: the holidays (放假) and the weekend days worked instead
 * (调休上班). A day is never both, every 调休 day is a Saturday or a Sunday (a weekday is worked anyway),
 * and every date lies in the year or the week either side of its New Year.
 */
const yearCalendarYear = z.number().int().min(1000).max(9998);

export const yearCalendarSchema = z
  .object({
    year: yearCalendarYear,
    notice: holidayNoticeSchema,
    holidays: z.array(holidaySchema).min(1),
    workdays: z.array(z.iso.date()),
  })
  .superRefine((calendar, context) => {
    // The fields' own issues are reported already; what follows needs a year and real dates.
    if (!yearCalendarYear.safeParse(calendar.year).success) return;
    const earliest = addCalendarDays(`${calendar.year}-01-01`, -NEW_YEAR_REACH_DAYS);
    const latest = addCalendarDays(`${calendar.year}-12-31`, NEW_YEAR_REACH_DAYS);
    const outside = (date: string) => date < earliest || date > latest;
    const off = new Map<string, string>();
    calendar.holidays.forEach((holiday, index) => {
      for (const end of ['from', 'to'] as const) {
        if (isCalendarDate(holiday[end]) && outside(holiday[end])) {
          context.addIssue({
            code: 'custom',
            path: ['holidays', index, end],
            message: `must lie in ${calendar.year} or the week either side of its New Year`,
          });
        }
      }
      const { from, to } = holiday;
      if (!isCalendarDate(from) || !isCalendarDate(to) || from > to || outside(from) || outside(to)) return;
      const taken = datesOfRange(from, to).find((date) => off.has(date));
      if (taken) {
        context.addIssue({
          code: 'custom',
          path: ['holidays', index],
          message: `${taken} is already a day of ${off.get(taken)}`,
        });
      }
      for (const date of datesOfRange(from, to)) if (!off.has(date)) off.set(date, holiday.name);
    });
    const worked = new Set<string>();
    calendar.workdays.forEach((date, index) => {
      if (!isCalendarDate(date)) return;
      const problem = outside(date)
        ? `must lie in ${calendar.year} or the week either side of its New Year`
        : !isWeekend(dayNumber(date))
          ? `${date} is a weekday: only a Saturday or a Sunday is moved to work (调休)`
          : off.has(date)
            ? `${date} is also a day of ${off.get(date)}`
            : worked.has(date)
              ? `${date} is listed twice`
              : undefined;
      if (problem) context.addIssue({ code: 'custom', path: ['workdays', index], message: problem });
      worked.add(date);
    });
  });
export type YearCalendar = z.infer<typeof yearCalendarSchema>;

/**
 * `official` when the year's notice is loaded; `provisional` when it is not (not yet published, or not
 * yet imported): its days are counted Monday to Friday only, and whoever shows a result says so.
 */
export type CalendarYearStatus = 'official' | 'provisional';

/**
 * The working days of the years whose notices are given, and weekends-only for any other year. Built once
 * from validated data and never changed: a new year's notice makes a new calendar.
 */
export class WorkingCalendar {
  readonly #calendars: ReadonlyMap<number, YearCalendar>;
  /** Each holiday's day, with the holiday's name. */
  readonly #holidays: ReadonlyMap<string, string>;
  readonly #workdays: ReadonlySet<string>;
  /** Day numbers of the holidays' Mondays to Fridays, and of the 调休 weekend days: what counting adjusts. */
  readonly #weekdaysOff: readonly number[];
  readonly #weekendsOn: readonly number[];

  /** A RangeError when two calendars are of one year or disagree on a day; a ZodError when one is invalid. */
  constructor(calendars: readonly YearCalendar[]) {
    const years = new Map<number, YearCalendar>();
    const holidays = new Map<string, string>();
    const workdays = new Set<string>();
    for (const input of calendars) {
      const calendar = yearCalendarSchema.parse(input);
      if (years.has(calendar.year)) throw new RangeError(`two calendars of ${calendar.year}`);
      years.set(calendar.year, calendar);
      for (const holiday of calendar.holidays) {
        for (const date of datesOfRange(holiday.from, holiday.to)) holidays.set(date, holiday.name);
      }
      for (const date of calendar.workdays) workdays.add(date);
    }
    for (const date of workdays) {
      if (holidays.has(date)) throw new RangeError(`${date} is both a holiday and a 调休 working day`);
    }
    this.#calendars = years;
    this.#holidays = holidays;
    this.#workdays = workdays;
    this.#weekdaysOff = [...holidays.keys()].map(dayNumber).filter((day) => !isWeekend(day));
    this.#weekendsOn = [...workdays].map(dayNumber);
    Object.freeze(this);
  }

  /** The years whose notices are loaded, in order. */
  get officialYears(): readonly number[] {
    return [...this.#calendars.keys()].sort((a, b) => a - b);
  }

  /** The calendar of a year, as its notice set it; undefined when it is provisional. */
  calendarOf(year: number): YearCalendar | undefined {
    return this.#calendars.get(year);
  }

  yearStatus(year: number): CalendarYearStatus {
    return this.#calendars.has(year) ? 'official' : 'provisional';
  }

  /** The holiday a date is a day of (春节 …), or undefined. */
  holidayOn(date: string): string | undefined {
    dayNumber(date);
    return this.#holidays.get(date);
  }

  /** Holidays are off, 调休 weekend days are worked, and otherwise Monday to Friday is worked. */
  isWorkingDay(date: string): boolean {
    const day = dayNumber(date);
    if (this.#holidays.has(date)) return false;
    if (this.#workdays.has(date)) return true;
    return !isWeekend(day);
  }

  /**
   * The date `count` working days after `date`: the day itself is not counted, the period starts the next
   * day (民法典 第201条). Zero is `date` itself, whatever day it is.
   */
  addWorkingDays(date: string, count: number): string {
    dayNumber(date);
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(`not a number of working days (a whole number, 0 or more): ${count}`);
    }
    let day = date;
    for (let left = count; left > 0; ) {
      day = addCalendarDays(day, 1);
      if (this.isWorkingDay(day)) left -= 1;
    }
    return day;
  }

  /**
   * The working days from `from` to `until`, both included; none when `until` is before `from`. Counted
   * from the weekdays and the year's exceptions, so a long span costs no more than a short one.
   */
  workingDaysBetween(from: string, until: string): number {
    const first = dayNumber(from);
    const last = dayNumber(until);
    if (last < first) return 0;
    const inSpan = (day: number) => day >= first && day <= last;
    return (
      weekdaysBetween(first, last) -
      this.#weekdaysOff.filter(inSpan).length +
      this.#weekendsOn.filter(inSpan).length
    );
  }

  /**
   * `date` when it is a working day, else the first working day after it: a period whose last day is a
   * holiday ends on the day after the holiday (民法典 第203条).
   */
  nextWorkingDayOnOrAfter(date: string): string {
    let day = date;
    while (!this.isWorkingDay(day)) day = addCalendarDays(day, 1);
    return day;
  }

  /** The years from `from` to `until` that have no notice loaded: what a result must warn is provisional. */
  provisionalYearsIn(from: string, until: string): number[] {
    dayNumber(from);
    dayNumber(until);
    const years: number[] = [];
    for (let year = Number(from.slice(0, 4)); year <= Number(until.slice(0, 4)); year += 1) {
      if (!this.#calendars.has(year)) years.push(year);
    }
    return years;
  }
}
