import { describe, expect, it } from 'vitest';
import { CHINA_WORKING_CALENDAR as calendar } from './holiday-calendars';
import { missedBoundsWarning } from './missed-bounds';
import { statutoryBounds } from './statutory-bounds';
import { at, noonOf, tendering } from './statutory-bounds.fixtures';

describe('missedBoundsWarning: a flow move does not pass a missed deadline silently (ADR 0022)', () => {
  it('names each missed bound with its article and last day, in both languages', () => {
    // Announced on 1 March, no contract by 31 March: 招标投标法 第四十六条's 30 days have run out.
    const facts = { ...tendering, resultAnnouncementAt: at('2026-03-01') };
    const warning = missedBoundsWarning(statutoryBounds(facts, calendar, noonOf('2026-04-20')));
    expect(warning?.en).toMatch(/^This project has missed 2 statutory deadlines: /);
    expect(warning?.en).toContain(
      'The contract is signed by this day: Tendering Law, art. 46, last day 2026-03-31',
    );
    expect(warning?.zh).toContain('须于此日前签订书面合同：招标投标法 第四十六条，最后一日 2026-03-31');
    expect(warning?.zh).toContain('招标投标法 第四十七条');
  });

  it('says nothing while every bound is open, met or waiting', () => {
    const facts = { ...tendering, resultAnnouncementAt: at('2026-03-01') };
    expect(missedBoundsWarning(statutoryBounds(facts, calendar, noonOf('2026-03-10')))).toBeUndefined();
    expect(missedBoundsWarning([])).toBeUndefined();
  });
});
