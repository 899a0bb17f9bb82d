/**
 * `npm run import-holiday-notice -w @tender/domain -- <notice.txt> [--year 2027] [--url <address>] [--replace]`
 * reads the State Council's holiday notice from its text and writes its year into the holiday calendars'
 * data file (src/compliance/README.md, "Adding next year's holidays").
 */
import { parseArgs } from 'node:util';
import { calendarSummary, HOLIDAY_CALENDARS_PATH, importHolidayNotice } from './import-holiday-notice';

const USAGE =
  'Usage: npm run import-holiday-notice -w @tender/domain -- <notice.txt> [--year <YYYY>] [--url <address>] [--replace]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { year: { type: 'string' }, url: { type: 'string' }, replace: { type: 'boolean' } },
});
const [noticeFile] = positionals;
if (!noticeFile || positionals.length > 1 || (values.year !== undefined && !/^\d{4}$/.test(values.year))) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const calendar = importHolidayNotice({
    noticeFile,
    ...(values.year ? { year: Number(values.year) } : {}),
    ...(values.url ? { url: values.url } : {}),
    replace: values.replace === true,
  });
  for (const line of calendarSummary(calendar)) console.log(line);
  console.log(`Written into ${HOLIDAY_CALENDARS_PATH}: check it against the notice, then commit it.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  // A ConflictError says what to do about it (--replace).
  for (const detail of (error as { details?: readonly string[] }).details ?? []) console.error(`  ${detail}`);
  process.exitCode = 1;
}
