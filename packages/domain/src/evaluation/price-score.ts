import { fromFen, type Money, toFen } from '../shared/money';
import type { PriceFormula } from './evaluation-criteria';
import { type Centipoints, divideHalfUp } from './points';

/**
 * The price score of the comprehensive method by its default formula: the lowest valid bid price ÷ this
 * bid's price × the price criterion's weight, to the hundredth of a point, half up. Prices are exact
 * (whole fen), so no bid's score drifts from another's.
 */
export function priceScore(lowestValidPrice: Money, price: Money, weight: Centipoints): Centipoints {
  const bid = toFen(price);
  if (bid <= 0n) throw new RangeError('a bid price must be positive');
  return Number(divideHalfUp(toFen(lowestValidPrice) * BigInt(weight), bid));
}

/**
 * A bid's price score by its criterion's formula (priceFormulaSchema) among the prices of the bids
 * ranked. The deduction formula takes off `pointsPerPercent` for each percent (exactly, in fen) the bid
 * lies above or below the base — the lowest price, or the average rounded half up to the fen — and
 * never goes below zero. One rounding, half up, as every division here.
 */
export function priceScoreBy(
  formula: PriceFormula | undefined,
  prices: readonly Money[],
  price: Money,
  weight: Centipoints,
): Centipoints {
  const fen = prices.map(toFen);
  const lowest = fen.reduce((min, p) => (p < min ? p : min));
  if (!formula || formula.kind === 'lowest') return priceScore(fromFen(lowest), price, weight);
  const base =
    formula.base === 'lowest'
      ? lowest
      : divideHalfUp(
          fen.reduce((sum, p) => sum + p, 0n),
          BigInt(fen.length),
        );
  if (base <= 0n) throw new RangeError('a bid price must be positive');
  const away = toFen(price) > base ? toFen(price) - base : base - toFen(price);
  // pointsPerPercent × (away ÷ base × 100), in centipoints.
  const deduction = divideHalfUp(BigInt(formula.pointsPerPercent) * away * 100n, base);
  const score = BigInt(weight) - deduction;
  return score > 0n ? Number(score) : 0;
}
