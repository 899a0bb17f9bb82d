/**
 * Evaluation points are kept exactly, as whole hundredths of a point ("centipoints", 85.30 points =
 * 8530), so adding and averaging experts' marks never drifts the way binary fractions do. Every division
 * (a price score, an average) rounds half up to the hundredth, once, where the rule says so.
 */
export type Centipoints = number;

const POINTS = /^\d{1,4}(\.\d{1,2})?$/;

/** Points as typed ("8.5", "30", 8.5) in centipoints; undefined when not a non-negative amount of at most two decimals. */
export function parsePoints(input: string | number): Centipoints | undefined {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!POINTS.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Centipoints as points with two decimals: 8530 → "85.30". */
export function formatPoints(points: Centipoints): string {
  return `${Math.trunc(points / 100)}.${String(points % 100).padStart(2, '0')}`;
}

/** numerator ÷ denominator, both non-negative and the denominator positive, rounded half up. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}
