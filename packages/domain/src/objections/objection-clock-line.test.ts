import { describe, expect, it } from 'vitest';
import { anObjectionLogAt as logAt } from '../testing/objection-builders';
import { clockLineOf } from './objection-clock-line';
import type { ObjectionEntry } from './objection-log';

describe('an objection’s clock line', () => {
  it.each([
    [
      'counts down to the reply (实施条例 第五十四条)',
      '2026-11-03T02:00:00Z',
      {},
      { kind: 'reply', date: '2026-11-05', countdownTo: '2026-11-05T15:59:59.999Z' },
    ],
    [
      'says the reply is overdue, and the complaint window then runs (实施条例 第六十条)',
      '2026-11-06T02:00:00Z',
      {},
      { kind: 'complaint', date: '2026-11-16' },
    ],
    [
      'asks an opening objection’s reply on the spot (实施条例 第四十四条)',
      '2026-11-02T02:00:00Z',
      { objection_subject: 'opening' as const },
      { kind: 'replyOnTheSpot', date: '2026-11-02' },
    ],
    [
      'counts the complaint window down once answered',
      '2026-11-04T02:00:00Z',
      { objection_status: '已处理' as const, objection_repliedAt: '2026-11-04T01:00:00.000Z' },
      { kind: 'complaint', date: '2026-11-16' },
    ],
    [
      'says when the complaint window closed',
      '2026-11-20T02:00:00Z',
      { objection_status: '已处理' as const, objection_repliedAt: '2026-11-04T01:00:00.000Z' },
      { kind: 'complaintClosed', countdownTo: null },
    ],
    [
      'says 招标投标法 sets no reply period for another objection',
      '2026-11-03T02:00:00Z',
      { objection_subject: 'other' as const },
      { kind: 'noReplyPeriod' },
    ],
  ])('%s', (_name, now, more, expected) => {
    const [entry] = logAt(now, more).items;
    expect(clockLineOf(entry as ObjectionEntry)).toMatchObject(expected);
  });

  it('says the reply is overdue while the complaint window has not run (the day after the reply’s last)', () => {
    const [entry] = logAt('2026-11-06T02:00:00Z').items;
    const overdue = {
      ...(entry as ObjectionEntry),
      complaint: { ...(entry as ObjectionEntry).complaint, status: 'waiting' as const },
    };
    expect(clockLineOf(overdue)).toMatchObject({ kind: 'overdue', date: '2026-11-05', countdownTo: null });
  });
});
