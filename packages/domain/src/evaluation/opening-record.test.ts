import { describe, expect, it } from 'vitest';
import type { Money } from '../shared/money';
import {
  bidDeadline,
  bidStanding,
  isLateBid,
  openingBidInputSchema,
  openingOutcome,
  openingPackageOf,
  openingRecordLock,
} from './opening-record';

describe('the opening record (开标记录)', () => {
  const deadline = '2026-12-15T01:30:00.000Z';

  it.each([
    ['a minute before the deadline', '2026-12-15T01:29:00.000Z', false],
    ['at the deadline itself', '2026-12-15T01:30:00.000Z', false],
    ['a second after it, in another zone’s notation', '2026-12-15T09:30:01+08:00', true],
  ])('takes a bid %s as late: %s', (_case, receivedAt, late) => {
    expect(isLateBid({ receivedAt }, deadline)).toBe(late);
  });

  it('judges by the deadline of the notice published last that carries one, drafts and other notices aside', () => {
    const notice = (noticeType: string, publishTime: string | null, endTime: string | null) => ({
      noticeType,
      publishTime,
      endTime,
    });
    expect(bidDeadline([])).toBeNull();
    expect(
      bidDeadline([
        notice('0', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
        notice('0', '2026-11-10T00:00:00Z', deadline),
        notice('0', null, '2027-01-01T00:00:00Z'),
        // A correction that moves nothing, and notices whose end time means no deadline for bids.
        notice('1', '2026-11-20T00:00:00Z', null),
        notice('4', '2026-11-21T00:00:00Z', '2027-02-01T00:00:00Z'),
        notice('5', '2026-11-22T00:00:00Z', '2027-02-01T00:00:00Z'),
      ]),
    ).toBe(deadline);
  });

  it('judges by the deadline a later correction moved (招标投标法 第二十三条, ADR 0022)', () => {
    const tender = { noticeType: '0', publishTime: '2026-11-10T00:00:00Z', endTime: deadline };
    const moved = '2026-12-30T01:30:00.000Z';
    const correction = { noticeType: '1', publishTime: '2026-12-08T00:00:00Z', endTime: moved };
    expect(bidDeadline([tender, correction])).toBe(moved);
    expect(bidDeadline([correction, tender])).toBe(moved);
    // A tender notice published after the correction sets the deadline again.
    const republished = {
      noticeType: '0',
      publishTime: '2026-12-09T00:00:00Z',
      endTime: '2027-01-05T01:30:00Z',
    };
    expect(bidDeadline([tender, correction, republished])).toBe('2027-01-05T01:30:00Z');
    expect(
      bidStanding(
        { receivedAt: '2026-12-20T00:00:00Z', bondPaid: true },
        {
          deadline: bidDeadline([tender, correction]),
          bondAmount: null,
        },
      ),
    ).toBe('valid');
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

  it('refuses a late bid whatever its bond, and a bid without the bond its package charges', () => {
    const terms = { deadline, bondAmount: '5000.00' as Money };
    expect(bidStanding({ receivedAt: '2026-12-15T01:00:00Z', bondPaid: true }, terms)).toBe('valid');
    expect(bidStanding({ receivedAt: '2026-12-15T01:31:00Z', bondPaid: true }, terms)).toBe('late');
    expect(bidStanding({ receivedAt: '2026-12-15T01:00:00Z', bondPaid: false }, terms)).toBe('noBond');
    const free = { deadline: null, bondAmount: '0.00' as Money };
    expect(bidStanding({ receivedAt: '2030-01-01T00:00:00Z', bondPaid: false }, free)).toBe('valid');
  });

  it('builds a package’s record: bids in the order received, the valid ones counted against three', () => {
    const group = { id: 7, groupNumber: '包1', groupName: '教学设备', bondAmount: '1000.00' as Money };
    const bid = (id: number, bidder: string, receivedAt: string, bondPaid = true) => ({
      id,
      groupId: 7,
      bidder,
      price: '100.00' as Money,
      durationDays: 30,
      quality: null,
      bondPaid,
      receivedAt,
    });
    const other = { ...bid(9, '丁公司', '2026-12-15T00:00:00Z'), groupId: 8 };
    const record = openingPackageOf(
      group,
      [
        bid(3, '丙公司', '2026-12-15T01:40:00Z'),
        bid(1, '甲公司', '2026-12-15T01:10:00Z'),
        bid(2, '乙公司', '2026-12-15T01:00:00Z', false),
        other,
      ],
      deadline,
      undefined,
    );
    expect(record.bids.map((b) => [b.bidder, b.standing])).toEqual([
      ['乙公司', 'noBond'],
      ['甲公司', 'valid'],
      ['丙公司', 'late'],
    ]);
    expect(record).toMatchObject({ validBids: 1, outcome: 'retender', minimum: 3, confirmedAt: null });
  });

  it('takes a bid with a positive exact price, whole days and a received time, naming each bad field', () => {
    const parsed = openingBidInputSchema.safeParse({
      projectId: 1,
      groupId: 2,
      bidder: ' 甲公司 ',
      price: '0',
      durationDays: 1.5,
      bondPaid: 'yes',
      receivedAt: 'tomorrow',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'bondPaid',
      'durationDays',
      'price',
      'receivedAt',
    ]);
    const good = openingBidInputSchema.parse({
      projectId: 1,
      groupId: 2,
      bidder: ' 甲公司 ',
      price: 1234.5,
      durationDays: 90,
      quality: '',
      bondPaid: true,
      receivedAt: '2026-12-15T09:00:00+08:00',
    });
    expect(good).toMatchObject({ bidder: '甲公司', price: '1234.50', quality: null });
  });
});
