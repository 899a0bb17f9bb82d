import { Command, InvalidArgumentError } from 'commander';
import { examples } from '../arguments';
import type { ActionScope, ProgramContext } from '../command-context';

function parseYear(value: string): number {
  if (!/^\d{4}$/.test(value.trim())) throw new InvalidArgumentError('a year is four digits, e.g. 2026');
  return Number(value.trim());
}

/**
 * `tender calendar [year]`: China's working calendar of a year as the statutory periods count it (the
 * domain's CHINA_WORKING_CALENDAR, shipped with the CLI: no server is asked) — the State Council's holidays
 * and 调休 working days, and whether the year is provisional (no notice loaded: weekends only).
 */
export function calendarCommand(ctx: ProgramContext): Command {
  return new Command('calendar')
    .description(
      "show a year's public holidays and 调休 working days as the statutory periods count them, and whether the year is provisional",
    )
    .argument('[year]', 'the year (default: this year, UTC+8)', parseYear)
    .addHelpText(
      'after',
      examples(
        'tender calendar 2026',
        'tender calendar 2027 --json | jq .status',
        'tender calendar --lang zh-CN',
      ),
    )
    .action(ctx.action(calendar));
}

async function calendar(scope: ActionScope<object>) {
  const runtime = await scope.runtime();
  const { businessDateOf, CHINA_WORKING_CALENDAR } = await import('@tender/domain');
  const { calendarView, calendarYearReport } = await import('../present/calendar-view');
  const { provisionalWarning } = await import('../present/deadlines-view');
  const year = (scope.args[0] as number | undefined) ?? Number(businessDateOf(new Date()).slice(0, 4));
  const report = calendarYearReport(CHINA_WORKING_CALENDAR, year);
  // A message, not data: on stderr, as `project deadlines` warns (the JSON carries the status).
  const warning = report.status === 'provisional' ? provisionalWarning([year], runtime.locale) : undefined;
  if (warning) scope.printer.warn(warning);
  await scope.printer.print(calendarView(report, runtime.locale));
  return undefined;
}
