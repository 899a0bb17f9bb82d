import { WorkingCalendar, type YearCalendar } from './holiday-calendar';

/**
 * The State Council's holiday arrangements (国务院办公厅关于YYYY年部分节假日安排的通知) of the years
 * shipped, as each notice sets them: its holidays, named as it names them, and its 调休 working days.
 * A new year is added from its notice (parseHolidayNotice reads the text) once it is published, usually
 * in October or November of the year before; until then that year is provisional (weekends only).
 * Each holiday runs over its whole break, weekends included, as the notice's 共N天 counts it.
 */
export const CHINA_HOLIDAY_CALENDARS: readonly YearCalendar[] = [
  {
    year: 2024,
    notice: {
      title: '国务院办公厅关于2024年部分节假日安排的通知',
      number: '国办发明电〔2023〕7号',
      publishedOn: '2023-10-25',
    },
    // "1月1日放假，与周末连休" and "6月10日放假，与周末连休": each Monday joined to the weekend before it.
    holidays: [
      { name: '元旦', from: '2023-12-30', to: '2024-01-01' },
      { name: '春节', from: '2024-02-10', to: '2024-02-17' },
      { name: '清明节', from: '2024-04-04', to: '2024-04-06' },
      { name: '劳动节', from: '2024-05-01', to: '2024-05-05' },
      { name: '端午节', from: '2024-06-08', to: '2024-06-10' },
      { name: '中秋节', from: '2024-09-15', to: '2024-09-17' },
      { name: '国庆节', from: '2024-10-01', to: '2024-10-07' },
    ],
    workdays: [
      '2024-02-04',
      '2024-02-18',
      '2024-04-07',
      '2024-04-28',
      '2024-05-11',
      '2024-09-14',
      '2024-09-29',
      '2024-10-12',
    ],
  },
  {
    year: 2025,
    notice: {
      title: '国务院办公厅关于2025年部分节假日安排的通知',
      number: '国办发明电〔2024〕12号',
      publishedOn: '2024-11-12',
    },
    holidays: [
      { name: '元旦', from: '2025-01-01', to: '2025-01-01' },
      { name: '春节', from: '2025-01-28', to: '2025-02-04' },
      { name: '清明节', from: '2025-04-04', to: '2025-04-06' },
      { name: '劳动节', from: '2025-05-01', to: '2025-05-05' },
      { name: '端午节', from: '2025-05-31', to: '2025-06-02' },
      { name: '国庆节、中秋节', from: '2025-10-01', to: '2025-10-08' },
    ],
    workdays: ['2025-01-26', '2025-02-08', '2025-04-27', '2025-09-28', '2025-10-11'],
  },
  {
    year: 2026,
    // Dated and published 4 November 2025; its document number is left out until we can cite it.
    notice: { title: '国务院办公厅关于2026年部分节假日安排的通知', publishedOn: '2025-11-04' },
    holidays: [
      { name: '元旦', from: '2026-01-01', to: '2026-01-03' },
      { name: '春节', from: '2026-02-15', to: '2026-02-23' },
      { name: '清明节', from: '2026-04-04', to: '2026-04-06' },
      { name: '劳动节', from: '2026-05-01', to: '2026-05-05' },
      { name: '端午节', from: '2026-06-19', to: '2026-06-21' },
      { name: '中秋节', from: '2026-09-25', to: '2026-09-27' },
      { name: '国庆节', from: '2026-10-01', to: '2026-10-07' },
    ],
    workdays: ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'],
  },
];

/** China's working days: the shipped years' notices, weekends only for any other year (provisional). */
export const CHINA_WORKING_CALENDAR = new WorkingCalendar(CHINA_HOLIDAY_CALENDARS);
