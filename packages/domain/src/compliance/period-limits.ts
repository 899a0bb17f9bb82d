import { addCalendarDays, instantOf } from '../shared/business-day';
import type { WorkingCalendar } from './holiday-calendar';
import type { BoundDirection, BoundRule } from './statutory-bound-table';

/**
 * Where a period the law sets ends, counted from its event: the one home of day counting, which the
 * statutory bounds (statutory-bounds.ts) and the objection clocks (objection-clocks.ts) share.
 *
 * Days are counted as 民法典 第二百零一条 counts them: the day of the event is not counted, the period
 * starts the next day. A period that must be complied with *by* its last day ends, when that day is not a
 * working day, on the next working day (第二百零三条), by the holiday calendar. A *not before* bound is a
 * minimum length and is never moved. Dates are business days (`YYYY-MM-DD`, UTC+8, business-day.ts).
 */

/** A limit and the dates the calendar was asked about on the way to it (for provisionalYears). */
export interface Limit {
  readonly dueDate: string;
  readonly consulted: readonly [string, string] | null;
}

/**
 * The limit of a rule from its anchor's date. After the anchor: working days by the calendar; calendar
 * days, and for a `by` bound the next working day when the last one is not (第二百零三条). Before the
 * anchor (a cut-off before the bid deadline): the latest day that still leaves the period before it. A
 * cut-off is not moved: 第二百零三条 extends a period's last day, and the period a cut-off guards ends
 * on the deadline, not on the cut-off (a correction published on a Saturday 15 days ahead is in time).
 */
export function limitOf(
  rule: BoundRule,
  direction: BoundDirection,
  anchorDate: string,
  calendar: WorkingCalendar,
): Limit {
  if (rule.counted === 'before') return cutoffBefore(rule, anchorDate, calendar);
  if (rule.count === 'working') {
    const dueDate = calendar.addWorkingDays(anchorDate, rule.days);
    return { dueDate, consulted: [anchorDate, dueDate] };
  }
  const last = addCalendarDays(anchorDate, rule.days);
  if (direction === 'notBefore') return { dueDate: last, consulted: null };
  const dueDate = calendar.nextWorkingDayOnOrAfter(last);
  return { dueDate, consulted: [last, dueDate] };
}

/**
 * The last day a period of `days` can start and still end by `deadline`: `days` calendar days before it,
 * or the day before the `days`-th working day counted back from it (so that addWorkingDays from the
 * cut-off lands on or before the deadline, and from the day after lands past it).
 */
function cutoffBefore(rule: BoundRule, deadline: string, calendar: WorkingCalendar): Limit {
  if (rule.count === 'calendar') return { dueDate: addCalendarDays(deadline, -rule.days), consulted: null };
  let day = deadline;
  for (let left = rule.days; ; day = addCalendarDays(day, -1)) {
    if (calendar.isWorkingDay(day)) left -= 1;
    if (left === 0) break;
  }
  const dueDate = addCalendarDays(day, -1);
  return { dueDate, consulted: [dueDate, deadline] };
}

/** The instant a limit falls: the end of a `by` day, the start of a `notBefore` one (UTC+8). */
export function dueAtOf(direction: BoundDirection, dueDate: string): string {
  if (direction === 'notBefore') return (instantOf(dueDate) as Date).toISOString();
  return new Date((instantOf(addCalendarDays(dueDate, 1)) as Date).getTime() - 1).toISOString();
}

/**
 * The last day of a period the law counts after an event, with its instant and the provisional years it
 * crossed: counted as every `by` bound is (limitOf: working days by the calendar, calendar days moved to
 * the next working day by 第二百零三条). The objection clocks (objection-clocks.ts) count with it.
 */
export function periodAfter(
  rule: Pick<BoundRule, 'days' | 'count'>,
  anchorDate: string,
  calendar: WorkingCalendar,
): { readonly dueDate: string; readonly dueAt: string; readonly provisionalYears: readonly number[] } {
  const limit = limitOf(
    { ...rule, citation: { en: '', zh: '' }, anchor: 'objection', counted: 'after' },
    'by',
    anchorDate,
    calendar,
  );
  return {
    dueDate: limit.dueDate,
    dueAt: dueAtOf('by', limit.dueDate),
    provisionalYears: limit.consulted ? calendar.provisionalYearsIn(...limit.consulted) : [],
  };
}
