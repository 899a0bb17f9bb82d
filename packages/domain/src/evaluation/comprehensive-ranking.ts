import { compareMoney, type Money } from '../shared/money';
import { must } from '../shared/validation-messages';
import type { Criterion } from './evaluation-criteria';
import { type Centipoints, divideHalfUp, formatPoints } from './points';
import { priceScoreBy } from './price-score';

/** A bid of a package as the opening record holds it; an invalid one (late, no bond …) is never ranked. */
export interface Bid {
  readonly bidder: string;
  readonly price: Money;
  readonly valid: boolean;
}

/** One expert's mark of one bidder on one criterion: points, or pass/fail with a comment. */
export interface Mark {
  readonly expert: string;
  readonly bidder: string;
  readonly criterion: string;
  readonly points?: Centipoints;
  readonly passed?: boolean;
  readonly comment?: string;
}

/** Why a mark cannot stand, in the validation catalogue's words; undefined when it can. */
export function markProblem(criterion: Criterion, mark: Mark): string | undefined {
  if (criterion.kind === 'points') {
    const inRange = mark.points !== undefined && mark.points >= 0 && mark.points <= criterion.weight;
    return inRange ? undefined : must('pointsRange', { max: formatPoints(criterion.weight) });
  }
  if (criterion.kind === 'passFail' && mark.passed === false && !mark.comment?.trim()) {
    return must('failNeedsComment');
  }
  return undefined;
}

export interface EvaluationSheet {
  readonly criteria: readonly Criterion[];
  /** The committee, in its recorded order. */
  readonly experts: readonly string[];
  readonly bids: readonly Bid[];
  readonly marks: readonly Mark[];
}

export interface RankedBid {
  readonly bidder: string;
  readonly price: Money;
  readonly priceScore: Centipoints;
  /** Each expert's points over the scored criteria, in the committee's order. */
  readonly expertPoints: readonly Centipoints[];
  /** Their average, to the hundredth, half up. */
  readonly points: Centipoints;
  readonly total: Centipoints;
  /** 1 for the first. */
  readonly rank: number;
  /** Equal to its neighbour in total, price and points: the order between them is by name, and lots decide. */
  readonly tied: boolean;
}

export type Evaluation =
  | { readonly complete: false; readonly missing: readonly Omit<Mark, 'points' | 'passed' | 'comment'>[] }
  | {
      readonly complete: true;
      readonly ranking: readonly RankedBid[];
      /** Bids left out: invalid at the opening, or failed by most experts on a pass/fail criterion. */
      readonly rejected: readonly { readonly bidder: string; readonly failed: readonly string[] }[];
      /** The recommended candidates, first to third. */
      readonly candidates: readonly string[];
    };

/** How many candidates the committee recommends (first, second and third). */
export const CANDIDATES = 3;

/** What every method reads first: whether every mark is in, and which bids pass the pass/fail reviews. */
export type BidReview =
  | Extract<Evaluation, { complete: false }>
  | {
      readonly complete: true;
      /** The valid bids that pass every pass/fail review, to be ranked. */
      readonly ranked: readonly Bid[];
      readonly rejected: Extract<Evaluation, { complete: true }>['rejected'];
      readonly find: (expert: string, bidder: string, criterion: string) => Mark | undefined;
    };

/**
 * Reviews a package's bids: every expert must have marked every valid bid on every criterion but the
 * price, each mark standing (markProblem); a bid fails a pass/fail criterion when more than half the
 * experts fail it. Invalid bids and failed ones are rejected, never ranked.
 */
export function reviewBids(sheet: EvaluationSheet): BidReview {
  const valid = sheet.bids.filter((bid) => bid.valid);
  const reviewed = sheet.criteria.filter((criterion) => criterion.kind !== 'price');
  const markOf = new Map(
    sheet.marks.map((mark) => [`${mark.expert}\u0000${mark.bidder}\u0000${mark.criterion}`, mark]),
  );
  const find = (expert: string, bidder: string, criterion: string) =>
    markOf.get(`${expert}\u0000${bidder}\u0000${criterion}`);
  const missing = valid.flatMap((bid) =>
    sheet.experts.flatMap((expert) =>
      reviewed
        .filter((criterion) => {
          const mark = find(expert, bid.bidder, criterion.key);
          return (
            !mark ||
            markProblem(criterion, mark) !== undefined ||
            (criterion.kind === 'passFail' && mark.passed === undefined)
          );
        })
        .map((criterion) => ({ expert, bidder: bid.bidder, criterion: criterion.key })),
    ),
  );
  if (missing.length > 0) return { complete: false, missing };
  const failedBy = (bid: Bid) =>
    reviewed
      .filter((criterion) => criterion.kind === 'passFail')
      .filter((criterion) => {
        const fails = sheet.experts.filter(
          (expert) => find(expert, bid.bidder, criterion.key)?.passed === false,
        );
        return fails.length * 2 > sheet.experts.length;
      })
      .map((criterion) => criterion.key);
  const rejected = [
    ...sheet.bids.filter((bid) => !bid.valid).map((bid) => ({ bidder: bid.bidder, failed: ['valid'] })),
    ...valid
      .map((bid) => ({ bidder: bid.bidder, failed: failedBy(bid) }))
      .filter((bid) => bid.failed.length > 0),
  ];
  return { complete: true, ranked: valid.filter((bid) => failedBy(bid).length === 0), rejected, find };
}

/** Orders bids by name, the last of every order's rules (a code-point order, as the lists sort names). */
export const byName = (a: { bidder: string }, b: { bidder: string }) =>
  a.bidder < b.bidder ? -1 : a.bidder > b.bidder ? 1 : 0;

/**
 * The comprehensive scoring method (综合评分法) of one bid package. Every expert marks every valid bid on
 * every criterion but the price. A bid fails a pass/fail criterion when more than half the experts fail
 * it, and is then not ranked. The price score is the criterion's formula's (priceScoreBy) among the prices of
 * the bids ranked; a bid's points are its experts' points averaged; its total, points plus price score.
 *
 * Ties are broken by one rule, in order: the higher total; then the lower price; then the higher points;
 * then, still equal, by name — and both are marked `tied`, for the committee to draw lots as the law asks.
 */
export function rankComprehensive(sheet: EvaluationSheet): Evaluation {
  const review = reviewBids(sheet);
  if (!review.complete) return review;
  const { ranked, rejected, find } = review;
  const reviewed = sheet.criteria.filter((criterion) => criterion.kind !== 'price');
  const price = sheet.criteria.find((criterion) => criterion.kind === 'price');
  const lowest = ranked.map((bid) => bid.price).sort(compareMoney)[0];
  const scored = ranked.map((bid) => {
    const expertPoints = sheet.experts.map((expert) =>
      reviewed
        .filter((criterion) => criterion.kind === 'points')
        .reduce((sum, criterion) => sum + (find(expert, bid.bidder, criterion.key)?.points ?? 0), 0),
    );
    const sum = expertPoints.reduce((total, points) => total + points, 0);
    const points =
      sheet.experts.length > 0 ? Number(divideHalfUp(BigInt(sum), BigInt(sheet.experts.length))) : 0;
    const byPrice =
      price && lowest !== undefined
        ? priceScoreBy(
            price.formula,
            ranked.map((other) => other.price),
            bid.price,
            price.weight,
          )
        : 0;
    return {
      bidder: bid.bidder,
      price: bid.price,
      priceScore: byPrice,
      expertPoints,
      points,
      total: points + byPrice,
    };
  });
  const order = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    b.total - a.total || compareMoney(a.price, b.price) || b.points - a.points;
  scored.sort((a, b) => order(a, b) || byName(a, b));
  const ranking = scored.map((bid, index) => ({
    ...bid,
    rank: index + 1,
    tied: scored.some((other) => other !== bid && order(bid, other) === 0),
  }));
  return {
    complete: true,
    ranking,
    rejected,
    candidates: ranking.slice(0, CANDIDATES).map((bid) => bid.bidder),
  };
}
