import { compareMoney } from '../shared/money';
import {
  byName,
  CANDIDATES,
  type Evaluation,
  type EvaluationSheet,
  type RankedBid,
  rankComprehensive,
  reviewBids,
} from './comprehensive-ranking';
import type { EvaluationMethod } from './evaluation-plan';

/**
 * The lowest evaluated price method (经评审的最低投标价法): the bids that pass every pass/fail review,
 * by price, lowest first; equal prices by name, both marked `tied` for lots to decide. No points are
 * given, so the scores are zero. The first three are the recommended candidates.
 */
export function rankLowestPrice(sheet: EvaluationSheet): Evaluation {
  const review = reviewBids(sheet);
  if (!review.complete) return review;
  const ordered = [...review.ranked].sort((a, b) => compareMoney(a.price, b.price) || byName(a, b));
  const ranking = ordered.map((bid, index) =>
    ranked(
      bid,
      index,
      ordered.some((other) => other !== bid && compareMoney(other.price, bid.price) === 0),
    ),
  );
  return {
    complete: true,
    ranking,
    rejected: review.rejected,
    candidates: ranking.slice(0, CANDIDATES).map((bid) => bid.bidder),
  };
}

/**
 * The qualification review (资格审查): pass or fail only. The bids that pass are listed by name; none is
 * recommended, since the review decides who may go on, not who wins.
 */
export function rankQualification(sheet: EvaluationSheet): Evaluation {
  const review = reviewBids(sheet);
  if (!review.complete) return review;
  const ranking = [...review.ranked].sort(byName).map((bid, index) => ranked(bid, index, false));
  return { complete: true, ranking, rejected: review.rejected, candidates: [] };
}

function ranked(bid: EvaluationSheet['bids'][number], index: number, tied: boolean): RankedBid {
  return {
    bidder: bid.bidder,
    price: bid.price,
    priceScore: 0,
    expertPoints: [],
    points: 0,
    total: 0,
    rank: index + 1,
    tied,
  };
}

/** A package's evaluation by its method: the one entry every side ranks through. */
export function rankByMethod(method: EvaluationMethod, sheet: EvaluationSheet): Evaluation {
  switch (method) {
    case 'comprehensive':
      return rankComprehensive(sheet);
    case 'lowestPrice':
      return rankLowestPrice(sheet);
    case 'qualification':
      return rankQualification(sheet);
  }
}
