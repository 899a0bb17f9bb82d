import { WorkingCalendar, type YearCalendar } from './holiday-calendar';
import { holidayCalendarsOf } from './holiday-calendar-data';
import data from './holiday-calendars.json' with { type: 'json' };

/**
 * The State Council's holiday arrangements (国务院办公厅关于YYYY年部分节假日安排的通知) of the years
 * shipped, as each notice sets them, kept as data in holiday-calendars.json (one entry a year: the
 * notice's title, number, date and address as we can cite them, its holidays named as it names them, and
 * its 调休 working days). Each holiday runs over its whole break, weekends included, as the notice's 共N天
 * counts it; before 2025 a notice wrote "1月1日放假，与周末连休", and the entry holds the weekend it joins.
 * A new year is added from its notice's text once it is published, usually in October or November of the
 * year before (`npm run import-holiday-notice -w @tender/domain`, src/compliance/README.md); until then
 * that year is provisional (weekends only). The file is checked when loaded (holidayCalendarsOf): a wrong
 * entry stops the domain from loading, naming the year and the field, rather than count periods wrongly.
 */
export const CHINA_HOLIDAY_CALENDARS: readonly YearCalendar[] = holidayCalendarsOf(data);

/** China's working days: the shipped years' notices, weekends only for any other year (provisional). */
export const CHINA_WORKING_CALENDAR = new WorkingCalendar(CHINA_HOLIDAY_CALENDARS);
