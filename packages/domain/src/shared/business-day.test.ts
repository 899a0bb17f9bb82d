import { describe, expect, it } from 'vitest';
import { instantOf, instantOfBusinessDateTime } from './business-day';

describe('instantOf: the instant a user names', () => {
  it.each([
    ['2026-01-01', '2025-12-31T16:00:00.000Z'],
    ['2026-03-01T08:00:00Z', '2026-03-01T08:00:00.000Z'],
    ['2026-03-01T08:00Z', '2026-03-01T08:00:00.000Z'],
    ['2026-03-01T08:00:00.123+08:00', '2026-03-01T00:00:00.123Z'],
  ])('%s is %s', (text, iso) => {
    expect(instantOf(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-03-01 08:00',
    '2026-03-01T08:00:00',
    'soon',
    '2026-03-01T25:00Z',
  ])('%s names none', (text) => {
    expect(instantOf(text)).toBeUndefined();
  });
});

describe('instantOfBusinessDateTime: a date-time as the agencies write it', () => {
  it('reads their day (UTC+8), with or without seconds, and an ISO time with its offset as itself', () => {
    expect(instantOfBusinessDateTime('2026-12-15 09:10')?.toISOString()).toBe('2026-12-15T01:10:00.000Z');
    expect(instantOfBusinessDateTime(' 2026-12-15 00:00:30 ')?.toISOString()).toBe(
      '2026-12-14T16:00:30.000Z',
    );
    expect(instantOfBusinessDateTime('2026-12-15T09:10:00Z')?.toISOString()).toBe('2026-12-15T09:10:00.000Z');
  });

  it('names no instant for a time that does not exist or is no time', () => {
    for (const text of ['2026-02-30 09:00', '2026-12-15 24:10', '2026-12-15 09:60', '2026-12-15', 'soon']) {
      expect(instantOfBusinessDateTime(text)).toBeUndefined();
    }
  });
});
