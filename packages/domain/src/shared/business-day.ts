/**
 * The agencies' working day is China Standard Time (UTC+8, no daylight saving): a calendar date a user
 * names (a list's "since" date) starts at midnight there, whatever the host's own time zone.
 */
export const BUSINESS_UTC_OFFSET_H = 8;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO 8601 date-time with seconds optional, fractions optional, and a `Z` or `±hh:mm` offset. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a user's date or date-time names: `YYYY-MM-DD` is the start of that business day, an ISO
 * date-time with its offset is itself. Undefined when it is neither, or no such day exists (2026-02-30).
 */
export function instantOf(text: string): Date | undefined {
  const date = DATE_ONLY.exec(text);
  if (date) {
    const [year, month, day] = date.slice(1).map(Number) as [number, number, number];
    const utc = new Date(Date.UTC(year, month - 1, day));
    if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return undefined;
    return new Date(utc.getTime() - BUSINESS_UTC_OFFSET_H * 3_600_000);
  }
  if (!DATE_TIME.test(text)) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** The business day (`YYYY-MM-DD`, UTC+8) an instant falls on: "today" for rules that count calendar days. */
export function businessDateOf(instant: Date): string {
  return new Date(instant.getTime() + BUSINESS_UTC_OFFSET_H * 3_600_000).toISOString().slice(0, 10);
}

/** An instant as the agencies read it: `YYYY-MM-DD HH:mm:ss` in their day (UTC+8, §9). */
export function businessDateTimeOf(instant: Date): string {
  return new Date(instant.getTime() + BUSINESS_UTC_OFFSET_H * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
}

const BUSINESS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a date-time as the agencies write it names (`YYYY-MM-DD HH:mm[:ss]`, their day: UTC+8, as
 * businessDateTimeOf writes it); an ISO date-time with its offset is itself. Undefined for anything else,
 * or a time that does not exist (2026-02-30, 24:10).
 */
export function instantOfBusinessDateTime(text: string): Date | undefined {
  const parts = BUSINESS_DATE_TIME.exec(text.trim());
  if (!parts) return DATE_TIME.test(text.trim()) ? instantOf(text.trim()) : undefined;
  const [year, month, day, hour, minute, second = 0] = parts.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) return undefined;
  return new Date(wall.getTime() - BUSINESS_UTC_OFFSET_H * 3_600_000);
}

/** The calendar date `days` after (or, negative, before) a `YYYY-MM-DD` date. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
