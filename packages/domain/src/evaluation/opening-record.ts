import { MIN_CIRCULATION_COUNT } from '../circulation/blockers';

/** A bid as it reached the opening: when it was handed in, and whether it stands. */
export interface OpeningBid {
  readonly bidder: string;
  /** ISO instant the bid was received. */
  readonly receivedAt: string;
}

/** Whether a bid reached the opening after its deadline (the tender notice's endTime): it is refused, and listed as refused. */
export function isLateBid(bid: Pick<OpeningBid, 'receivedAt'>, deadline: string): boolean {
  return Date.parse(bid.receivedAt) > Date.parse(deadline);
}

/** Why an opening record may not change any more, or undefined while it may: once confirmed it is locked. */
export function openingRecordLock(record: { readonly confirmedAt: string | null }): 'confirmed' | undefined {
  return record.confirmedAt === null ? undefined : 'confirmed';
}

/**
 * What a bid package does after its opening: evaluate it, or — with fewer valid bids than the law's
 * minimum (the same three as every circulation count, §5) — fail it and re-tender, the remedy the
 * circulation rules offer.
 */
export function openingOutcome(validBids: number): {
  readonly outcome: 'evaluate' | 'retender';
  readonly minimum: number;
} {
  return {
    outcome: validBids >= MIN_CIRCULATION_COUNT ? 'evaluate' : 'retender',
    minimum: MIN_CIRCULATION_COUNT,
  };
}
