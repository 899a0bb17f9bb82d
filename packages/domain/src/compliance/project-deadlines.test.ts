import { describe, expect, it } from 'vitest';
import { CHINA_WORKING_CALENDAR } from './holiday-calendars';
import { brokenBounds, projectDeadlinesSchema } from './project-deadlines';
import { statutoryBounds } from './statutory-bounds';

describe('the deadlines report', () => {
  const now = new Date('2026-11-20T02:00:00Z');
  const bounds = statutoryBounds(
    {
      biddingMethod: '公开招标',
      documentsIssuedAt: '2026-11-02T01:00:00Z',
      // 18 days after the documents went out: two days short of 招标投标法 第二十四条's twenty.
      bidDeadline: '2026-11-20T01:30:00Z',
    },
    CHINA_WORKING_CALENDAR,
    now,
  );

  it('carries every bound the engine lays out, unchanged, through its wire schema', () => {
    const report = {
      projectId: 7,
      regime: 'tendering',
      now: now.toISOString(),
      bounds,
      provisionalYears: [],
    };
    expect(projectDeadlinesSchema.parse(report).bounds).toEqual(bounds);
  });

  it('names the bounds a project breaks: a bid deadline earlier than the law allows', () => {
    expect(brokenBounds({ bounds }).map((bound) => bound.id)).toEqual(['bidDeadlineEarliest']);
  });
});
