import dayjs from 'dayjs';

/** The date formats of §9. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const FLOW_RECORD_TIME_FORMAT = 'YYYYMMDD HHmmss';

/** What the server and the UI hand over as a moment: a Date, epoch ms or an ISO string, possibly missing. */
export type DateInput = Date | number | string | null | undefined;

/**
 * A moment in local time in `format`, or '' when there is none or it is not a date. Empty rather than
 * '-', so each screen picks its own placeholder (antd tables already draw '-' for empty cells).
 */
export function formatMoment(value: DateInput, format: string): string {
  // dayjs(undefined) means "now": a missing date must not print today's date.
  if (value === null || value === undefined || value === '') return '';
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(format) : '';
}

/** A date as YYYY-MM-DD (§9). */
export function formatDate(value: DateInput): string {
  return formatMoment(value, DATE_FORMAT);
}

/** A moment as YYYY-MM-DD HH:mm:ss (§9). */
export function formatDateTime(value: DateInput): string {
  return formatMoment(value, DATE_TIME_FORMAT);
}

/** A moment as YYYYMMDD HHmmss, the form flow records carry (§3 Flow record, §9). */
export function formatFlowRecordTime(value: DateInput): string {
  return formatMoment(value, FLOW_RECORD_TIME_FORMAT);
}

/** A flow record's YYYYMMDD HHmmss (local time) as a Date, or undefined when it is not in that form. */
export function parseFlowRecordTime(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2}) (\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const moment = new Date(year, month - 1, day, hour, minute, second);
  return formatFlowRecordTime(moment) === text ? moment : undefined;
}
