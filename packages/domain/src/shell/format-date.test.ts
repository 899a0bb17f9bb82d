import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFlowRecordTime, parseFlowRecordTime } from './format-date';

// Local-time inputs, so the expectations hold in any time zone.
const moment = new Date(2024, 2, 5, 9, 7, 3);

describe('date formats (§9 "YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, and for flow records YYYYMMDD HHmmss")', () => {
  it.each([
    [moment, '2024-03-05', '2024-03-05 09:07:03', '20240305 090703'],
    [moment.getTime(), '2024-03-05', '2024-03-05 09:07:03', '20240305 090703'],
    ['2024-03-05T09:07:03', '2024-03-05', '2024-03-05 09:07:03', '20240305 090703'],
    ['2024-03-05', '2024-03-05', '2024-03-05 00:00:00', '20240305 000000'],
    [new Date(2024, 11, 31, 23, 59, 59), '2024-12-31', '2024-12-31 23:59:59', '20241231 235959'],
  ])('%j → %s | %s | %s', (value, date, dateTime, flowRecord) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
    expect(formatFlowRecordTime(value)).toBe(flowRecord);
  });

  it.each([null, undefined, '', 'not a date', new Date(Number.NaN), Number.NaN])('%j → empty', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
    expect(formatFlowRecordTime(value)).toBe('');
  });

  it('reads an ISO string with an offset as that instant', () => {
    const instant = '2024-03-05T01:07:03Z';
    expect(formatDateTime(instant)).toBe(formatDateTime(new Date(Date.UTC(2024, 2, 5, 1, 7, 3))));
  });
});

describe('reading a flow record time back', () => {
  it('turns YYYYMMDD HHmmss into the local moment it names', () => {
    expect(parseFlowRecordTime('20240305 090703')).toEqual(moment);
  });

  it.each(['', '2024-03-05 09:07:03', '20240305090703', '20241332 000000', '20240230 120000'])(
    '%j is not one',
    (text) => {
      expect(parseFlowRecordTime(text)).toBeUndefined();
    },
  );
});
