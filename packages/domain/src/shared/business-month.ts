import { BUSINESS_UTC_OFFSET_H, businessDateOf } from './business-day';

/**
 * Months of the agencies' calendar (China Standard Time, UTC+8, as business days are): what the
 * analysis charts count by. A month is written `YYYY-MM`.
 */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The business month (`YYYY-MM`) an instant falls in. */
export function businessMonthOf(instant: Date): string {
  return businessDateOf(instant).slice(0, 7);
}

/** The month `count` months after (or, negative, before) a `YYYY-MM` month. */
export function addMonths(month: string, count: number): string {
  const [year, index] = yearAndIndex(month);
  const shifted = new Date(Date.UTC(year, index + count, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The `count` business months up to and including the one `now` falls in, oldest first. */
export function businessMonthsUpTo(now: Date, count: number): string[] {
  const last = businessMonthOf(now);
  return Array.from({ length: count }, (_, k) => addMonths(last, k - count + 1));
}

/** The instant a business month starts: midnight of its first day in China Standard Time. */
export function businessMonthStart(month: string): Date {
  const [year, index] = yearAndIndex(month);
  return new Date(Date.UTC(year, index, 1) - BUSINESS_UTC_OFFSET_H * 3_600_000);
}

function yearAndIndex(month: string): [number, number] {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`not a month (YYYY-MM): ${month}`);
  return [Number(match[1]), Number(match[2]) - 1];
}
