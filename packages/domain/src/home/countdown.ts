/** Time left until a deadline, split for display; `passed` once the deadline is reached. */
export interface Countdown {
  readonly passed: boolean;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * The countdown to `deadline` at `now` (both epoch ms; `now` is server time, §9: the countdown ticks
 * every second on the server's clock). Whole seconds, rounded down, so it never shows time that is gone;
 * `passed` only once the deadline itself is reached.
 */
export function countdownTo(deadline: number, now: number): Countdown {
  const left = Math.max(0, Math.floor((deadline - now) / 1000));
  return {
    passed: deadline <= now,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}
