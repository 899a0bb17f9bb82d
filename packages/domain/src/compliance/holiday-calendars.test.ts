import { describe, expect, it } from 'vitest';
import { CHINA_HOLIDAY_CALENDARS, CHINA_WORKING_CALENDAR } from './holiday-calendars';

const calendar = CHINA_WORKING_CALENDAR;

describe('the shipped years', () => {
  it('are 2024 to 2026, each from its notice; 2023 and 2027 on are provisional (weekends only)', () => {
    expect(calendar.officialYears).toEqual([2024, 2025, 2026]);
    expect(CHINA_HOLIDAY_CALENDARS.map((year) => year.notice.number)).toEqual([
      '国办发明电〔2023〕7号',
      '国办发明电〔2024〕12号',
      undefined,
    ]);
    expect([2023, 2024, 2026, 2027, 2030].map((year) => calendar.yearStatus(year))).toEqual([
      'provisional',
      'official',
      'official',
      'provisional',
      'provisional',
    ]);
    expect(calendar.provisionalYearsIn('2026-12-01', '2027-01-31')).toEqual([2027]);
  });
});

/** Per notice: a date, whether it is worked, and why. */
const WORKED: [notice: string, rows: [date: string, working: boolean, why: string][]][] = [
  [
    '国办发明电〔2023〕7号 (2024)',
    [
      ['2023-12-29', true, 'the Friday before 元旦'],
      ['2023-12-30', false, '元旦, with the weekend it joins'],
      ['2024-01-01', false, '元旦'],
      ['2024-01-02', true, 'after 元旦'],
      ['2024-02-04', true, '调休: a Sunday worked for 春节'],
      ['2024-02-09', true, '除夕: leave is encouraged, not given'],
      ['2024-02-10', false, '春节, first day'],
      ['2024-02-17', false, '春节, last day (a Saturday)'],
      ['2024-02-18', true, '调休: a Sunday worked after 春节'],
      ['2024-04-05', false, '清明节'],
      ['2024-04-07', true, '调休: a Sunday worked for 清明节'],
      ['2024-04-28', true, '调休: a Sunday worked for 劳动节'],
      ['2024-05-03', false, '劳动节'],
      ['2024-05-11', true, '调休: a Saturday worked for 劳动节'],
      ['2024-06-10', false, '端午节'],
      ['2024-09-14', true, '调休: a Saturday worked for 中秋节'],
      ['2024-09-16', false, '中秋节'],
      ['2024-09-29', true, '调休: a Sunday worked for 国庆节'],
      ['2024-10-07', false, '国庆节, last day'],
      ['2024-10-12', true, '调休: a Saturday worked for 国庆节'],
      ['2024-10-13', false, 'an ordinary Sunday'],
    ],
  ],
  [
    '国办发明电〔2024〕12号 (2025)',
    [
      ['2024-12-31', true, 'the day before 元旦'],
      ['2025-01-01', false, '元旦, one day, 不调休'],
      ['2025-01-04', false, 'an ordinary Saturday after 元旦'],
      ['2025-01-26', true, '调休: a Sunday worked for 春节'],
      ['2025-01-28', false, '春节 from 除夕'],
      ['2025-02-04', false, '春节, last day (正月初七)'],
      ['2025-02-05', true, 'after 春节'],
      ['2025-02-08', true, '调休: a Saturday worked for 春节'],
      ['2025-04-04', false, '清明节'],
      ['2025-04-07', true, 'after 清明节'],
      ['2025-04-27', true, '调休: a Sunday worked for 劳动节'],
      ['2025-05-05', false, '劳动节, last day'],
      ['2025-06-02', false, '端午节, a Monday'],
      ['2025-09-28', true, '调休: a Sunday worked for 国庆节、中秋节'],
      ['2025-10-06', false, '中秋节, within 国庆节'],
      ['2025-10-08', false, '国庆节、中秋节, last day'],
      ['2025-10-09', true, 'after 国庆节、中秋节'],
      ['2025-10-11', true, '调休: a Saturday worked for 国庆节、中秋节'],
      ['2025-12-31', true, 'the last day of 2025'],
    ],
  ],
  [
    '国务院办公厅关于2026年部分节假日安排的通知 (2026)',
    [
      ['2026-01-02', false, '元旦, a Friday'],
      ['2026-01-03', false, '元旦, a Saturday'],
      ['2026-01-04', true, '调休: a Sunday worked for 元旦'],
      ['2026-02-14', true, '调休: a Saturday worked for 春节'],
      ['2026-02-15', false, '春节, first day (腊月二十八)'],
      ['2026-02-23', false, '春节, last day (正月初七)'],
      ['2026-02-24', true, 'after 春节'],
      ['2026-02-28', true, '调休: a Saturday worked for 春节'],
      ['2026-04-06', false, '清明节, a Monday'],
      ['2026-05-05', false, '劳动节, last day'],
      ['2026-05-09', true, '调休: a Saturday worked for 劳动节'],
      ['2026-06-19', false, '端午节'],
      ['2026-09-20', true, '调休: a Sunday worked for 国庆节'],
      ['2026-09-25', false, '中秋节'],
      ['2026-10-01', false, '国庆节'],
      ['2026-10-07', false, '国庆节, last day'],
      ['2026-10-10', true, '调休: a Saturday worked for 国庆节'],
      ['2026-12-31', true, 'the last day of 2026'],
    ],
  ],
  [
    'no notice yet (2027, provisional)',
    [
      ['2027-01-01', true, 'a Friday: 元旦 is not known until its notice is loaded'],
      ['2027-01-02', false, 'a Saturday'],
      ['2027-01-04', true, 'a Monday'],
    ],
  ],
];

describe.each(WORKED)('which days are worked, by %s', (_, rows) => {
  it.each(rows)('%s is a working day: %s (%s)', (date, working) => {
    expect(calendar.isWorkingDay(date)).toBe(working);
  });
});

describe('periods across the holidays', () => {
  it.each([
    ['across 春节 2026', '2026-02-12', 3, '2026-02-24'],
    ['from the 调休 Saturday before 春节 2026', '2026-02-14', 1, '2026-02-24'],
    ['across 春节 2025', '2025-01-24', 5, '2025-02-07'],
    ['across 国庆节、中秋节 2025', '2025-09-30', 1, '2025-10-09'],
    ['across 国庆节 2026, onto the Saturday worked after it', '2026-09-29', 4, '2026-10-10'],
    ['across 国庆节 2024', '2024-09-27', 5, '2024-10-10'],
    ['from 元旦 2024 in the year before', '2023-12-29', 1, '2024-01-02'],
    ['into 2027, weekends only (provisional)', '2026-12-29', 5, '2027-01-05'],
  ])('addWorkingDays %s: %s + %i working days is %s', (_, start, n, end) => {
    expect(calendar.addWorkingDays(start, n)).toBe(end);
  });

  it('keeps a single-source publicity open five working days across 国庆节 (第38条)', () => {
    // Monday 28 September to Friday 9 October 2026: three days, the week off, two days.
    expect(calendar.workingDaysBetween('2026-09-28', '2026-10-09')).toBe(5);
    expect(calendar.workingDaysBetween('2026-09-28', '2026-10-08')).toBe(4);
    // Across 2026/2027: 2027 counts weekends only until its notice is loaded.
    expect(calendar.workingDaysBetween('2026-12-28', '2027-01-03')).toBe(5);
    expect(calendar.provisionalYearsIn('2026-12-28', '2027-01-03')).toEqual([2027]);
  });

  it.each([
    ['a last day in 春节 2026', '2026-02-20', '2026-02-24'],
    ['a last day in 国庆节 2025', '2025-10-04', '2025-10-09'],
    ['a last day on a Saturday worked for 国庆节 2026', '2026-10-10', '2026-10-10'],
    ['a last day on 元旦 2024, in 2023', '2023-12-31', '2024-01-02'],
  ])('nextWorkingDayOnOrAfter moves %s (民法典 第203条): %s → %s', (_, last, moved) => {
    expect(calendar.nextWorkingDayOnOrAfter(last)).toBe(moved);
  });
});
