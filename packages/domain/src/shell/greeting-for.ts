import type { Label } from '../shared/labels';

/** The five greetings of the home page, from early morning to evening (§9). */
export const GREETINGS = {
  earlyMorning: { en: 'Good morning', zh: '早上好' },
  morning: { en: 'Good morning', zh: '上午好' },
  noon: { en: 'Good midday', zh: '中午好' },
  afternoon: { en: 'Good afternoon', zh: '下午好' },
  evening: { en: 'Good evening', zh: '晚上好' },
} as const satisfies Record<string, Label>;

/**
 * The greeting for an hour of the day, 0–23, or for a moment in local time (§9 "before 9, to 11, to 13,
 * before 20, otherwise"). The spec says "before" for 9 and 20 but "to" for 11 and 13, so those two are
 * inclusive: 0–8 早上好, 9–11 上午好, 12–13 中午好, 14–19 下午好, 20–23 晚上好.
 */
export function greetingFor(at: number | Date): Label {
  const hour = typeof at === 'number' ? at : at.getHours();
  if (hour < 9) return GREETINGS.earlyMorning;
  if (hour <= 11) return GREETINGS.morning;
  if (hour <= 13) return GREETINGS.noon;
  if (hour < 20) return GREETINGS.afternoon;
  return GREETINGS.evening;
}
