import { describe, expect, it } from 'vitest';
import { divideHalfUp, formatPoints, parsePoints } from './points';

describe('points, kept in hundredths', () => {
  it.each([
    ['8.5', 850],
    [' 30 ', 3000],
    [8.25, 825],
    ['0', 0],
    ['8.555', undefined],
    ['-1', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
  ])('parses %s as %s centipoints', (input, expected) => {
    expect(parsePoints(input)).toBe(expected);
  });

  it('formats with two decimals and divides half up', () => {
    expect(formatPoints(8530)).toBe('85.30');
    expect(formatPoints(5)).toBe('0.05');
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(4n, 3n)).toBe(1n);
  });
});
