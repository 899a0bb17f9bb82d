import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WorkingCalendar } from '../src/compliance/holiday-calendar';
import { holidayCalendarDataText, holidayCalendarsOf } from '../src/compliance/holiday-calendar-data';
import { ConflictError, ValidationError } from '../src/shared/errors';
import { calendarSummary, HOLIDAY_CALENDARS_FILE, importHolidayNotice } from './import-holiday-notice';

/** The 2026 notice as published (国务院办公厅, 2025年11月4日), in its own wording. */
const NOTICE_2026 = new URL('./fixtures/notice-2026.txt', import.meta.url).pathname;

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

describe('npm run import-holiday-notice (importHolidayNotice)', () => {
  let dir: string;
  let dataFile: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'holiday-import-'));
    dataFile = join(dir, 'holiday-calendars.json');
    // The shipped data without 2026, as it stood before that notice was published.
    const shipped = holidayCalendarsOf(read(HOLIDAY_CALENDARS_FILE));
    writeFileSync(dataFile, holidayCalendarDataText({ years: shipped.filter((y) => y.year !== 2026) }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the notice’s year into the data file, and the calendar counts it', () => {
    const before = new WorkingCalendar(holidayCalendarsOf(read(dataFile)));
    expect(before.yearStatus(2026)).toBe('provisional');
    expect(before.isWorkingDay('2026-02-16')).toBe(true);

    const url = 'https://www.gov.cn/zhengce/content/202511/content_7047090.htm';
    const calendar = importHolidayNotice({ noticeFile: NOTICE_2026, dataFile, url });

    expect(calendar.notice).toEqual({
      title: '国务院办公厅关于2026年部分节假日安排的通知',
      publishedOn: '2025-11-04',
      url,
    });
    const after = new WorkingCalendar(holidayCalendarsOf(read(dataFile)));
    expect(after.officialYears).toEqual([2024, 2025, 2026]);
    // 春节 from 2月15日 to 23日; 2月14日 (a Saturday) worked.
    expect(after.isWorkingDay('2026-02-16')).toBe(false);
    expect(after.isWorkingDay('2026-02-14')).toBe(true);
    expect(after.addWorkingDays('2026-02-13', 2)).toBe('2026-02-24');
    // What it read is what the shipped 2026 says, the address apart.
    const shipped = holidayCalendarsOf(read(HOLIDAY_CALENDARS_FILE)).find((y) => y.year === 2026);
    expect({ ...calendar, notice: { ...calendar.notice, url: undefined } }).toEqual({
      ...shipped,
      notice: { ...shipped?.notice, url: undefined },
    });
    expect(calendarSummary(calendar)).toContain('  春节  2026-02-15 – 2026-02-23');
  });

  it('refuses a year the file has, unless --replace, and leaves the file as it was', () => {
    importHolidayNotice({ noticeFile: NOTICE_2026, dataFile });
    const text = readFileSync(dataFile, 'utf8');
    expect(() =>
      importHolidayNotice({ noticeFile: NOTICE_2026, dataFile, url: 'https://www.gov.cn/' }),
    ).toThrow(ConflictError);
    expect(readFileSync(dataFile, 'utf8')).toBe(text);
    importHolidayNotice({ noticeFile: NOTICE_2026, dataFile, url: 'https://www.gov.cn/', replace: true });
    expect(holidayCalendarsOf(read(dataFile)).at(-1)?.notice.url).toBe('https://www.gov.cn/');
  });

  it('refuses a text about another year than --year, and one whose holiday line it cannot read', () => {
    expect(() => importHolidayNotice({ noticeFile: NOTICE_2026, dataFile, year: 2027 })).toThrow(
      'the notice is about 2026, not 2027',
    );
    const garbled = join(dir, 'garbled.txt');
    writeFileSync(garbled, readFileSync(NOTICE_2026, 'utf8').replace('共9天', '共10天'));
    expect(() => importHolidayNotice({ noticeFile: garbled, dataFile })).toThrow(ValidationError);
    expect(holidayCalendarsOf(read(dataFile)).map((y) => y.year)).toEqual([2024, 2025]);
  });

  it('keeps the shipped file as the repository formats it: rewriting it changes nothing', () => {
    const text = readFileSync(HOLIDAY_CALENDARS_FILE, 'utf8');
    expect(holidayCalendarDataText({ years: holidayCalendarsOf(JSON.parse(text)) })).toBe(text);
  });
});
