import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../shared/business-day';
import { isCalendarDate, WorkingCalendar, type YearCalendar, yearCalendarSchema } from './holiday-calendar';
import { CHINA_WORKING_CALENDAR } from './holiday-calendars';

const notice = { title: '国务院办公厅关于2030年部分节假日安排的通知', publishedOn: '2029-11-01' };
/** A made-up year: 2030-10-01 is a Tuesday, 2030-09-29 a Sunday, 2030-10-12 a Saturday. */
const year2030: YearCalendar = {
  year: 2030,
  notice,
  holidays: [{ name: '国庆节', from: '2030-10-01', to: '2030-10-07' }],
  workdays: ['2030-09-29', '2030-10-12'],
};

function problemsOf(calendar: unknown): string[] {
  const result = yearCalendarSchema.safeParse(calendar);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('a year calendar, as its notice sets it', () => {
  it('accepts a year of holidays and 调休 weekend days', () => {
    expect(problemsOf(year2030)).toEqual([]);
  });

  it.each([
    [
      'a holiday that ends before it starts',
      { holidays: [{ name: '国庆节', from: '2030-10-07', to: '2030-10-01' }] },
      'holidays.0.to: must not end before it starts',
    ],
    [
      'a holiday outside the year and the week around its New Year',
      { holidays: [{ name: '元旦', from: '2029-12-24', to: '2030-01-01' }] },
      'holidays.0.from: must lie in 2030 or the week either side of its New Year',
    ],
    [
      'two holidays on one day',
      {
        holidays: [
          { name: '中秋节', from: '2030-09-30', to: '2030-10-01' },
          { name: '国庆节', from: '2030-10-01', to: '2030-10-07' },
        ],
        workdays: [],
      },
      'holidays.1: 2030-10-01 is already a day of 中秋节',
    ],
    [
      'a holiday listed twice, once',
      { holidays: [year2030.holidays[0], year2030.holidays[0]], workdays: [] },
      'holidays.1: 2030-10-01 is already a day of 国庆节',
    ],
    [
      'a 调休 day on a weekday',
      { workdays: ['2030-09-30'] },
      'workdays.0: 2030-09-30 is a weekday: only a Saturday or a Sunday is moved to work (调休)',
    ],
    [
      'a day both off and worked',
      { workdays: ['2030-10-05'] },
      'workdays.0: 2030-10-05 is also a day of 国庆节',
    ],
    [
      'a 调休 day listed twice',
      { workdays: ['2030-10-12', '2030-10-12'] },
      'workdays.1: 2030-10-12 is listed twice',
    ],
    [
      'a 调休 day far outside the year',
      { workdays: ['2031-01-11'] },
      'workdays.0: must lie in 2030 or the week either side of its New Year',
    ],
  ])('refuses %s', (_, change, problem) => {
    expect(problemsOf({ ...year2030, ...change })).toEqual([problem]);
  });

  it('lets 元旦 reach into the year before, as 2024’s ran from 2023-12-30', () => {
    const newYear = { ...year2030, holidays: [{ name: '元旦', from: '2029-12-29', to: '2030-01-01' }] };
    expect(problemsOf({ ...newYear, workdays: ['2029-12-28'] })).toEqual([
      'workdays.0: 2029-12-28 is a weekday: only a Saturday or a Sunday is moved to work (调休)',
    ]);
    expect(problemsOf({ ...newYear, workdays: [] })).toEqual([]);
  });

  it('reports a field’s own problems without tripping over them', () => {
    expect(
      problemsOf({ ...year2030, holidays: [{ name: '春节', from: '2030-02-30', to: 'soon' }] }),
    ).toHaveLength(2);
    expect(problemsOf({ ...year2030, workdays: ['2030-13-01'] })).toHaveLength(1);
    expect(problemsOf({ ...year2030, year: 2030.5 })).toHaveLength(1);
    expect(problemsOf({ ...year2030, year: 1_000_000 })).toHaveLength(1);
  });
});

describe('WorkingCalendar', () => {
  const calendar = new WorkingCalendar([year2030]);

  it('takes holidays off, works the 调休 weekend days, and otherwise Monday to Friday', () => {
    expect(calendar.isWorkingDay('2030-10-01')).toBe(false);
    expect(calendar.isWorkingDay('2030-10-05')).toBe(false);
    expect(calendar.isWorkingDay('2030-09-29')).toBe(true);
    expect(calendar.isWorkingDay('2030-10-08')).toBe(true);
    expect(calendar.isWorkingDay('2030-10-13')).toBe(false);
    expect(calendar.holidayOn('2030-10-03')).toBe('国庆节');
    expect(calendar.holidayOn('2030-10-08')).toBeUndefined();
  });

  it('tells official years from provisional ones', () => {
    expect(calendar.officialYears).toEqual([2030]);
    expect(calendar.calendarOf(2030)?.notice.title).toBe(notice.title);
    expect(calendar.calendarOf(2031)).toBeUndefined();
    expect([calendar.yearStatus(2030), calendar.yearStatus(2031)]).toEqual(['official', 'provisional']);
    expect(calendar.provisionalYearsIn('2029-06-01', '2032-01-01')).toEqual([2029, 2031, 2032]);
    expect(calendar.provisionalYearsIn('2030-01-01', '2030-12-31')).toEqual([]);
    expect(calendar.provisionalYearsIn('2031-01-01', '2029-01-01')).toEqual([]);
  });

  it('counts a period from the day after its start (民法典 第201条), and none for zero', () => {
    expect(calendar.addWorkingDays('2030-09-28', 1)).toBe('2030-09-29');
    expect(calendar.addWorkingDays('2030-09-30', 1)).toBe('2030-10-08');
    expect(calendar.addWorkingDays('2030-10-03', 0)).toBe('2030-10-03');
  });

  it('counts the working days between two dates, both included, and none backwards', () => {
    expect(calendar.workingDaysBetween('2030-09-29', '2030-10-12')).toBe(1 + 1 + 4 + 1);
    expect(calendar.workingDaysBetween('2030-10-08', '2030-10-08')).toBe(1);
    expect(calendar.workingDaysBetween('2030-10-12', '2030-09-29')).toBe(0);
  });

  it('moves a last day off to the next working day (民法典 第203条)', () => {
    expect(calendar.nextWorkingDayOnOrAfter('2030-10-01')).toBe('2030-10-08');
    expect(calendar.nextWorkingDayOnOrAfter('2030-10-12')).toBe('2030-10-12');
    expect(calendar.nextWorkingDayOnOrAfter('2031-01-04')).toBe('2031-01-06');
  });

  it('refuses two calendars of one year, or two that disagree on a day', () => {
    expect(() => new WorkingCalendar([year2030, year2030])).toThrow('two calendars of 2030');
    const next: YearCalendar = {
      year: 2031,
      notice,
      holidays: [{ name: '元旦', from: '2030-12-28', to: '2031-01-01' }],
      workdays: [],
    };
    const before = { ...year2030, workdays: ['2030-12-28'] };
    expect(() => new WorkingCalendar([before, next])).toThrow('2030-12-28 is both a holiday');
    expect(() => new WorkingCalendar([{ ...year2030, workdays: ['2030-10-01'] }])).toThrow();
  });

  it('is immutable', () => {
    expect(Object.isFrozen(calendar)).toBe(true);
    expect(Object.isFrozen(CHINA_WORKING_CALENDAR)).toBe(true);
  });

  it('refuses what is no date and what is no number of days, as a caller’s mistake', () => {
    for (const date of ['2030-02-30', '2030-1-5', '', 'soon']) {
      expect(() => calendar.isWorkingDay(date)).toThrow(RangeError);
      expect(() => calendar.addWorkingDays(date, 1)).toThrow(RangeError);
      expect(() => calendar.workingDaysBetween(date, '2030-10-01')).toThrow(RangeError);
      expect(() => calendar.provisionalYearsIn('2030-10-01', date)).toThrow(RangeError);
      expect(() => calendar.holidayOn(date)).toThrow(RangeError);
      expect(isCalendarDate(date)).toBe(false);
    }
    for (const count of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => calendar.addWorkingDays('2030-10-01', count)).toThrow(RangeError);
    }
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
});

describe('counting working days: properties over the shipped and the provisional years', () => {
  const calendar = CHINA_WORKING_CALENDAR;
  /** Any day from mid-2023 (before the first shipped notice) to 2028 (provisional). */
  const date = fc.integer({ min: 0, max: 2000 }).map((offset) => addCalendarDays('2023-06-01', offset));
  const count = fc.integer({ min: 0, max: 80 });

  it('lands on a working day, for one working day or more', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 80 }), (start, n) => {
        expect(calendar.isWorkingDay(calendar.addWorkingDays(start, n))).toBe(true);
      }),
    );
  });

  it('counts back what it added: the start is counted only when it is a working day', () => {
    fc.assert(
      fc.property(date, count, (start, n) => {
        const end = calendar.addWorkingDays(start, n);
        expect(calendar.workingDaysBetween(start, end)).toBe(n + (calendar.isWorkingDay(start) ? 1 : 0));
      }),
    );
  });

  it('never ends before n calendar days have passed', () => {
    fc.assert(
      fc.property(date, count, (start, n) => {
        expect(calendar.addWorkingDays(start, n) >= addCalendarDays(start, n)).toBe(true);
      }),
    );
  });

  it('adds in steps as in one go', () => {
    fc.assert(
      fc.property(date, count, count, (start, m, n) => {
        expect(calendar.addWorkingDays(calendar.addWorkingDays(start, m), n)).toBe(
          calendar.addWorkingDays(start, m + n),
        );
      }),
    );
  });

  it('counts a span as day-by-day would', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -3, max: 400 }), (from, length) => {
        const until = addCalendarDays(from, length);
        let expected = 0;
        for (let day = from; day <= until; day = addCalendarDays(day, 1)) {
          if (calendar.isWorkingDay(day)) expected += 1;
        }
        expect(calendar.workingDaysBetween(from, until)).toBe(expected);
      }),
    );
  });

  it('finds the first working day on or after a date, with none skipped', () => {
    fc.assert(
      fc.property(date, (start) => {
        const next = calendar.nextWorkingDayOnOrAfter(start);
        expect(next >= start && calendar.isWorkingDay(next)).toBe(true);
        expect(calendar.workingDaysBetween(start, addCalendarDays(next, -1))).toBe(0);
      }),
    );
  });
});
