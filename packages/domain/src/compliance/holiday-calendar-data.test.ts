import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors';
import { WorkingCalendar, type YearCalendar } from './holiday-calendar';
import { holidayCalendarsOf, withYearCalendar } from './holiday-calendar-data';
import { CHINA_HOLIDAY_CALENDARS } from './holiday-calendars';
import data from './holiday-calendars.json' with { type: 'json' };

const [Y2024, Y2025] = CHINA_HOLIDAY_CALENDARS as [YearCalendar, YearCalendar, YearCalendar];

/** The fields the loader refuses, as `YEAR.field: message`. */
function refusal(input: unknown): string[] {
  try {
    holidayCalendarsOf(input);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields.map((f) => `${f.field}: ${f.message}`);
    throw error;
  }
  throw new Error('not refused');
}

const withEntry = (entry: unknown) => ({ years: [Y2024, entry] });

describe('the holiday calendars data file (holidayCalendarsOf)', () => {
  it('holds the shipped years in order, each as its notice sets it', () => {
    expect(holidayCalendarsOf(data).map((year) => year.year)).toEqual([2024, 2025, 2026]);
    expect(holidayCalendarsOf({ years: [Y2025, Y2024] }).map((year) => year.year)).toEqual([2024, 2025]);
  });

  it.each<[why: string, entry: unknown, refused: string]>([
    [
      'a holiday without its end',
      { ...Y2025, holidays: [{ name: '元旦', from: '2025-01-01' }] },
      '2025.holidays.0.to',
    ],
    ['a date that does not exist', { ...Y2025, workdays: ['2025-02-30'] }, '2025.workdays.0'],
    [
      'a notice without its date',
      { ...Y2025, notice: { title: Y2025.notice.title } },
      '2025.notice.publishedOn',
    ],
    [
      'a notice whose address is no URL',
      { ...Y2025, notice: { ...Y2025.notice, url: 'gov.cn' } },
      '2025.notice.url',
    ],
    ['no holidays at all', { ...Y2025, holidays: [] }, '2025.holidays'],
  ])('refuses %s, naming the year and the field', (_why, entry, field) => {
    expect(refusal(withEntry(entry)).map((line) => line.split(': ')[0])).toContain(field);
  });

  it('refuses an entry without a readable year by its place in the file', () => {
    expect(refusal({ years: [{ ...Y2025, year: '2025' }] })[0]).toMatch(/^years\.0\.year: /);
    expect(refusal({ calendars: [] })[0]).toMatch(/^years: /);
  });

  it("refuses a year's days outside that year (beyond the week either side of its New Year)", () => {
    const misplaced = {
      ...Y2025,
      holidays: [...Y2025.holidays, { name: '国庆节', from: '2024-10-01', to: '2024-10-07' }],
    };
    expect(refusal(withEntry(misplaced))).toEqual([
      '2025.holidays.6.from: must lie in 2025 or the week either side of its New Year',
      '2025.holidays.6.to: must lie in 2025 or the week either side of its New Year',
    ]);
    expect(refusal(withEntry({ ...Y2025, workdays: ['2026-02-14'] }))).toEqual([
      '2025.workdays.0: must lie in 2025 or the week either side of its New Year',
    ]);
  });

  it('refuses a date that is both a holiday and a working day, in one notice or across two', () => {
    expect(refusal(withEntry({ ...Y2025, workdays: ['2025-02-01'] }))).toEqual([
      '2025.workdays.0: 2025-02-01 is also a day of 春节',
    ]);
    // 2024's 元旦 ran from Saturday 2023-12-30: a 2023 notice naming that day worked contradicts it.
    const y2023 = {
      year: 2023,
      notice: { title: '国务院办公厅关于2023年部分节假日安排的通知', publishedOn: '2022-12-08' },
      holidays: [{ name: '元旦', from: '2022-12-31', to: '2023-01-02' }],
      workdays: ['2023-12-30'],
    };
    expect(refusal({ years: [y2023, Y2024] })).toEqual([
      '2023.workdays.0: 2023-12-30 is also a day of 元旦 of 2024',
    ]);
  });

  it('refuses a year listed twice', () => {
    expect(refusal({ years: [Y2024, Y2024] })).toEqual(['2024: 2024 is listed twice']);
  });
});

describe('writing a year in (withYearCalendar)', () => {
  it('adds the year in its place, and the calendar built from it counts it', () => {
    const written = withYearCalendar({ years: [Y2025] }, Y2024);
    expect(written.years.map((year) => year.year)).toEqual([2024, 2025]);
    // 2024-10-12, a Saturday worked for 国庆节 (国办发明电〔2023〕7号).
    expect(new WorkingCalendar(written.years).isWorkingDay('2024-10-12')).toBe(true);
    expect(new WorkingCalendar([Y2025]).isWorkingDay('2024-10-12')).toBe(false);
  });

  it('refuses to write over a year unless told to replace it', () => {
    expect(() => withYearCalendar({ years: [Y2024, Y2025] }, Y2025)).toThrow(ConflictError);
    const corrected = { ...Y2025, notice: { ...Y2025.notice, url: 'https://www.gov.cn/zhengce/' } };
    const replaced = withYearCalendar({ years: [Y2024, Y2025] }, corrected, { replace: true });
    expect(replaced.years.map((year) => year.notice.url)).toEqual([undefined, 'https://www.gov.cn/zhengce/']);
  });
});
