import { describe, expect, it } from 'vitest';
import { refusalMessageIn } from '../shared/refusal-messages';
import { type Blacklisting, blacklistingOn, blacklistingSchema, decideBidderSignUp } from './blacklist';

const entry = (from: string, until: string | null, reason = 'bid rigging'): Blacklisting => ({
  reason,
  from,
  until,
});

describe('the blacklist', () => {
  it('holds from its first to its last day, and for ever without an end', () => {
    const period = [entry('2026-01-01', '2026-06-30')];
    expect(blacklistingOn(period, '2025-12-31')).toBeNull();
    expect(blacklistingOn(period, '2026-01-01')).toEqual(period[0]);
    expect(blacklistingOn(period, '2026-06-30')).toEqual(period[0]);
    expect(blacklistingOn(period, '2026-07-01')).toBeNull();
    expect(blacklistingOn([entry('2026-01-01', null)], '2099-01-01')?.until).toBeNull();
  });

  it('of overlapping periods, names the one that ends last', () => {
    const entries = [entry('2026-01-01', '2026-12-31', 'a'), entry('2026-03-01', '2027-03-01', 'b')];
    expect(blacklistingOn(entries, '2026-06-01')?.reason).toBe('b');
    expect(blacklistingOn([...entries, entry('2026-05-01', null, 'c')], '2026-06-01')?.reason).toBe('c');
  });

  it('refuses a sign-up while it holds, naming the bidder, the reason and the end date in both languages', () => {
    const bidder = {
      name: '华东建设有限公司',
      blacklistings: [entry('2026-01-01', '2027-01-31', '串通投标')],
    };
    const decision = decideBidderSignUp(bidder, '2026-11-26');
    expect(decision.allowed).toBe(false);
    if (decision.allowed) return;
    expect(decision.message).toBe(
      '华东建设有限公司 is blacklisted until 2027-01-31 (串通投标): no sign-up can be recorded for it before then',
    );
    expect(refusalMessageIn(decision.message, 'zh-CN')).toBe(
      '华东建设有限公司 已被列入黑名单，至 2027-01-31 止（串通投标）：在此之前不能登记其报名',
    );
    expect(decideBidderSignUp(bidder, '2027-02-01')).toEqual({ allowed: true });
    expect(decideBidderSignUp({ name: 'x', blacklistings: [] }, '2026-11-26')).toEqual({ allowed: true });
  });

  it('a period ends on or after it starts, and needs a reason', () => {
    const result = blacklistingSchema.safeParse({ reason: '', from: '2026-05-01', until: '2026-04-30' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reason', 'is required'],
      ['until', 'must be after from'],
    ]);
    const backwards = blacklistingSchema.safeParse({ reason: 'x', from: '2026-05-01', until: '2026-04-30' });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['until', 'must be after from'],
    ]);
  });
});

describe('the blacklist, more cases', () => {
  it('an indefinite blacklisting refuses with its own words, and outlasts a dated one that overlaps', () => {
    const entries = [entry('2026-01-01', null, 'a'), entry('2026-02-01', '2026-12-31', 'b')];
    expect(blacklistingOn(entries, '2026-06-01')?.reason).toBe('a');
    const decision = decideBidderSignUp({ name: '甲公司', blacklistings: entries }, '2026-06-01');
    expect(decision.allowed ? '' : decision.message).toBe(
      '甲公司 is blacklisted with no end date (a): no sign-up can be recorded for it',
    );
  });
});
