import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatMoney,
  fromFen,
  type Money,
  moneySchema,
  parseMoney,
  toFen,
  ZERO,
} from './money';

describe('money is kept exactly (§3 budgets, bonds, fees)', () => {
  it.each([
    ['1234.5', '1234.50'],
    ['1234.50', '1234.50'],
    ['0', '0.00'],
    ['  7 ', '7.00'],
    ['-3.1', '-3.10'],
    [1234.5, '1234.50'],
    [0.1, '0.10'],
  ])('parses %j as %s', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each([
    '1.234',
    'abc',
    '',
    '1e5',
    '1,000',
    '12345678901234567',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    0.123,
  ])('refuses %j', (input) => {
    expect(parseMoney(input)).toBeUndefined();
  });

  it('adds without floating-point drift: 0.1 + 0.2 is 0.30', () => {
    expect(addMoney(parseMoney('0.1')!, parseMoney('0.2')!)).toBe('0.30');
    expect(addMoney()).toBe(ZERO);
  });

  it('round-trips through fen for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (fen) => {
        expect(toFen(fromFen(fen))).toBe(fen);
        expect(parseMoney(fromFen(fen))).toBe(fromFen(fen));
      }),
    );
  });

  it('sums are associative and exact', () => {
    const amount = fc.bigInt({ min: 0n, max: 10n ** 12n }).map(fromFen);
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        expect(addMoney(addMoney(a, b), c)).toBe(addMoney(a, addMoney(b, c)));
      }),
    );
  });

  it('compares amounts', () => {
    expect(compareMoney('1.00' as Money, '0.99' as Money)).toBe(1);
    expect(compareMoney('0.99' as Money, '1.00' as Money)).toBe(-1);
    expect(compareMoney('1.00' as Money, '1.00' as Money)).toBe(0);
  });

  it('refuses amounts beyond the range', () => {
    expect(() => fromFen(10n ** 18n)).toThrow(RangeError);
    expect(() => fromFen(-(10n ** 18n))).toThrow(RangeError);
  });

  it('formats in 元 with thousands separators and in 万元', () => {
    expect(formatMoney('1234567.8' as Money)).toBe('1,234,567.80 元');
    expect(formatMoney('-5.00' as Money)).toBe('-5.00 元');
    expect(formatMoney('1234567.80' as Money, '万元')).toBe('123.45678 万元');
    expect(formatMoney('20000.00' as Money, '万元')).toBe('2 万元');
    expect(formatMoney('-20000.00' as Money, '万元')).toBe('-2 万元');
  });

  it('validates non-negative amounts in schemas, naming the problem', () => {
    expect(moneySchema.parse('10')).toBe('10.00');
    const result = moneySchema.safeParse('-1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/non-negative amount/);
    expect(moneySchema.safeParse('1.001').success).toBe(false);
  });
});
