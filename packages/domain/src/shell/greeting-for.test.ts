import { describe, expect, it } from 'vitest';
import { GREETINGS, greetingFor } from './greeting-for';

// §9: "Greeting by hour: before 9, to 11, to 13, before 20, otherwise."
const expected = [
  ...Array(9).fill('早上好'), // 0–8: before 9
  ...Array(3).fill('上午好'), // 9–11: to 11
  ...Array(2).fill('中午好'), // 12–13: to 13
  ...Array(6).fill('下午好'), // 14–19: before 20
  ...Array(4).fill('晚上好'), // 20–23: otherwise
];

describe('greetingFor (§9)', () => {
  it.each(expected.map((zh, hour) => [hour, zh]))('hour %i → %s', (hour, zh) => {
    expect(greetingFor(hour).zh).toBe(zh);
  });

  it.each([
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [19, '下午好'],
    [20, '晚上好'],
  ])('boundary: hour %i → %s', (hour, zh) => {
    expect(greetingFor(hour).zh).toBe(zh);
  });

  it('reads the local hour of a moment', () => {
    expect(greetingFor(new Date(2024, 0, 1, 8, 59, 59))).toBe(GREETINGS.earlyMorning);
    expect(greetingFor(new Date(2024, 0, 1, 9, 0, 0))).toBe(GREETINGS.morning);
    expect(greetingFor(new Date(2024, 0, 1, 13, 59, 59))).toBe(GREETINGS.noon);
    expect(greetingFor(new Date(2024, 0, 1, 23, 59, 59))).toBe(GREETINGS.evening);
  });

  it('answers in English too', () => {
    expect(greetingFor(7).en).toBe('Good morning');
    expect(greetingFor(12).en).toBe('Good midday');
    expect(greetingFor(15).en).toBe('Good afternoon');
    expect(greetingFor(21).en).toBe('Good evening');
  });
});
