import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import {
  assertPublishable,
  bidDeadlineNotice,
  publicationKindOf,
  setsBidDeadline,
  showsEndTime,
} from './notice';

describe('publishing a notice', () => {
  it('needs a tender notice’s deadline for bids, naming endTime', () => {
    const error = (() => {
      try {
        assertPublishable({ noticeType: '0', endTime: null });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual([
      { field: 'endTime', message: 'is required: a tender notice is published with its deadline for bids' },
    ]);
    expect(() => assertPublishable({ noticeType: '0', endTime: '2026-12-15T01:30:00.000Z' })).not.toThrow();
  });

  it('needs a prequalification notice’s deadline for applications (实施条例 第十五条), naming endTime', () => {
    expect(() => assertPublishable({ noticeType: '2', endTime: null })).toThrow(ValidationError);
    try {
      assertPublishable({ noticeType: '2', endTime: undefined });
    } catch (caught) {
      expect((caught as ValidationError).fields).toEqual([
        {
          field: 'endTime',
          message: 'is required: a prequalification notice is published with its deadline for applications',
        },
      ]);
    }
    expect(() => assertPublishable({ noticeType: '2', endTime: '2026-12-15T01:30:00.000Z' })).not.toThrow();
    expect(showsEndTime({ noticeType: '2' })).toBe(true);
    expect(publicationKindOf({ noticeType: '2' })).toBe('prequalificationNotice');
    expect(setsBidDeadline({ noticeType: '2' })).toBe(false);
  });

  it.each(['1', '4', '5', '6'] as const)('publishes a notice of type %s without one', (noticeType) => {
    expect(() => assertPublishable({ noticeType, endTime: null })).not.toThrow();
  });
});

describe('the notices that set the deadline for bids (§3, ADR 0022)', () => {
  const notice = (noticeType: '0' | '1' | '4' | '5', publishTime: string | null, endTime: string | null) => ({
    noticeType,
    publishTime,
    endTime,
  });

  it('are the tender notice and a correction that moves it', () => {
    expect(['0', '1', '4', '5'].map((noticeType) => setsBidDeadline({ noticeType }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('shows a correction’s end time only when it moved the deadline', () => {
    expect(showsEndTime({ noticeType: '0' })).toBe(true);
    expect(showsEndTime({ noticeType: '1', endTime: null })).toBe(false);
    expect(showsEndTime({ noticeType: '1', endTime: '2026-12-30T01:30:00.000Z' })).toBe(true);
    expect(showsEndTime({ noticeType: '5', endTime: '2026-12-30T01:30:00.000Z' })).toBe(false);
  });

  it('takes the one published last with an end time as the deadline in force', () => {
    const tender = notice('0', '2026-11-10T00:00:00Z', '2026-12-15T01:30:00Z');
    const moved = notice('1', '2026-12-08T00:00:00Z', '2026-12-30T01:30:00Z');
    const plain = notice('1', '2026-12-09T00:00:00Z', null);
    const draft = notice('1', null, '2027-01-30T01:30:00Z');
    expect(bidDeadlineNotice([])).toBeUndefined();
    expect(bidDeadlineNotice([tender])).toBe(tender);
    expect(bidDeadlineNotice([moved, tender, plain, draft])).toBe(moved);
  });
});

describe('the statutory bounds a notice keeps when published (ADR 0022)', () => {
  it('a tender notice its deadline, a correction the cut-off, a result announcement the publicity', () => {
    expect(['0', '1', '4', '5'].map((noticeType) => publicationKindOf({ noticeType }))).toEqual([
      'tenderNotice',
      'correction',
      undefined,
      'resultAnnouncement',
    ]);
  });
});
