import { describe, expect, it } from 'vitest';
import { countdownTo } from './countdown';

describe('countdownTo', () => {
  const now = Date.parse('2026-11-23T08:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const deadline = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownTo(deadline, now)).toEqual({ passed: false, days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds down, so the last partial second is not shown as a whole one', () => {
    expect(countdownTo(now + 1_999, now)).toMatchObject({ seconds: 1, passed: false });
    expect(countdownTo(now + 999, now)).toMatchObject({ seconds: 0, passed: false });
    expect(countdownTo(now, now).passed).toBe(true);
  });

  it('stops at zero once the deadline has passed', () => {
    expect(countdownTo(now - 60_000, now)).toEqual({
      passed: true,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});
