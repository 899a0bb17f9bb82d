import { describe, expect, it } from 'vitest';
import { isLateBid, openingOutcome, openingRecordLock } from './opening-record';

describe('the opening record (开标记录)', () => {
  const deadline = '2026-12-15T01:30:00.000Z';

  it.each([
    ['a minute before the deadline', '2026-12-15T01:29:00.000Z', false],
    ['at the deadline itself', '2026-12-15T01:30:00.000Z', false],
    ['a second after it, in another zone’s notation', '2026-12-15T09:30:01+08:00', true],
  ])('takes a bid %s as late: %s', (_case, receivedAt, late) => {
    expect(isLateBid({ receivedAt }, deadline)).toBe(late);
  });

  it('is locked once confirmed', () => {
    expect(openingRecordLock({ confirmedAt: null })).toBeUndefined();
    expect(openingRecordLock({ confirmedAt: '2026-12-15T02:00:00.000Z' })).toBe('confirmed');
  });

  it('evaluates a package with at least three valid bids, and re-tenders one with fewer', () => {
    expect(openingOutcome(3)).toEqual({ outcome: 'evaluate', minimum: 3 });
    expect(openingOutcome(2)).toEqual({ outcome: 'retender', minimum: 3 });
    expect(openingOutcome(0).outcome).toBe('retender');
  });
});
