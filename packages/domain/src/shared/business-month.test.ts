import { describe, expect, it } from 'vitest';
import { addMonths, businessMonthOf, businessMonthStart, businessMonthsUpTo } from './business-month';

describe('business months (China Standard Time)', () => {
  it.each([
    ['2026-01-31T15:59:59Z', '2026-01'],
    // 1 February 00:00 in China is still 31 January in UTC.
    ['2026-01-31T16:00:00Z', '2026-02'],
    ['2026-12-31T16:00:00Z', '2027-01'],
  ])('%s falls in %s', (iso, month) => {
    expect(businessMonthOf(new Date(iso))).toBe(month);
  });

  it('starts a month at midnight of its first day in China', () => {
    expect(businessMonthStart('2026-03').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(businessMonthStart('2027-01').toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('moves across years either way', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', -17)).toBe('2024-12');
  });

  it('lists the months up to the current one, oldest first', () => {
    expect(businessMonthsUpTo(new Date('2026-02-28T16:30:00Z'), 3)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(businessMonthsUpTo(new Date('2026-11-26T04:00:00Z'), 1)).toEqual(['2026-11']);
  });

  it('refuses what is not a month', () => {
    expect(() => businessMonthStart('2026-13')).toThrow(RangeError);
    expect(() => addMonths('2026-1', 1)).toThrow(RangeError);
  });
});
