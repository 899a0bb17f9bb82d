import { BUSINESS_UTC_OFFSET_H } from '@tender/domain';

/**
 * The agencies' working day is China Standard Time (the domain's BUSINESS_UTC_OFFSET_H). Dates the server
 * derives from its clock — project number years, chart days — use it, whatever the host's own time zone.
 */
export { BUSINESS_UTC_OFFSET_H };

const OFFSET_MS = BUSINESS_UTC_OFFSET_H * 60 * 60 * 1000;

/** The business calendar date of an instant: year, month index (0-11) and day of month. */
export function businessDate(instant: Date): { year: number; monthIndex: number; day: number } {
  const local = new Date(instant.getTime() + OFFSET_MS);
  return { year: local.getUTCFullYear(), monthIndex: local.getUTCMonth(), day: local.getUTCDate() };
}

/** The instant a business calendar day starts (month index may overflow into the next year, as Date.UTC allows). */
export function businessDayStart(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day) - OFFSET_MS);
}
