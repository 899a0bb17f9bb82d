import { describe, expect, it } from 'vitest';
import { type Money, parseMoney } from '../shared/money';
import { criterionSchema } from './evaluation-criteria';
import { priceScore, priceScoreBy } from './price-score';

const money = (text: string) => parseMoney(text) as Money;
const PRICES = [money('950000.00'), money('1000000.00'), money('1100000.00')];

describe('price formulas', () => {
  it('scores by lowest ÷ price × weight unless told otherwise', () => {
    expect(PRICES.map((price) => priceScoreBy(undefined, PRICES, price, 3000))).toEqual([3000, 2850, 2591]);
    expect(priceScoreBy({ kind: 'lowest' }, PRICES, PRICES[2] as Money, 3000)).toBe(
      priceScore(PRICES[0] as Money, PRICES[2] as Money, 3000),
    );
  });

  it('deducts per percent away from the average, by hand', () => {
    // Base: 3,050,000.00 ÷ 3 = 1,016,666.666… → 1,016,666.67. 1,000,000.00 lies 1.6393…% below it: 1.64
    // points off 30 → 28.36; 950,000.00 lies 6.5573…% below → 23.44; 1,100,000.00 8.1967…% above → 21.80.
    const formula = { kind: 'deduction' as const, base: 'average' as const, pointsPerPercent: 100 };
    expect(PRICES.map((price) => priceScoreBy(formula, PRICES, price, 3000))).toEqual([2344, 2836, 2180]);
  });

  it('deducts from the lowest price, never below zero', () => {
    const formula = { kind: 'deduction' as const, base: 'lowest' as const, pointsPerPercent: 250 };
    expect(PRICES.map((price) => priceScoreBy(formula, PRICES, price, 3000))).toEqual([3000, 1684, 0]);
  });

  it('is part of a price criterion, checked', () => {
    const criterion = { key: 'price', name: '投标报价', kind: 'price', weight: 3000 };
    expect(
      criterionSchema.parse({
        ...criterion,
        formula: { kind: 'deduction', base: 'average', pointsPerPercent: 50 },
      }).formula,
    ).toEqual({
      kind: 'deduction',
      base: 'average',
      pointsPerPercent: 50,
    });
    expect(
      criterionSchema.safeParse({
        ...criterion,
        formula: { kind: 'deduction', base: 'median', pointsPerPercent: 0 },
      }).success,
    ).toBe(false);
  });
});
