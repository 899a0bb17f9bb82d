import { describe, expect, it } from 'vitest';
import { instantOf } from './business-day';

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
