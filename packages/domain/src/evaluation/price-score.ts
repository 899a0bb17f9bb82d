import { type Money, toFen } from '../shared/money';
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
