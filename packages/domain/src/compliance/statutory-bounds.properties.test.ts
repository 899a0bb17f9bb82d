import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OBJECTION_SUBJECTS } from '../objections/objection-fields';
import { type BiddingMethod, biddingMethodCodes } from '../projects/bidding-method';
import { addCalendarDays, businessDateOf } from '../shared/business-day';
import { CHINA_WORKING_CALENDAR as calendar } from './holiday-calendars';
import { movedDeadlineEarliest, publicationRefusal } from './publication-refusal';
import { statutoryBounds } from './statutory-bounds';
import { boundOf } from './statutory-bounds.fixtures';

/** The statutory bounds' properties over generated projects: what holds for every instant, method and regime. */
// Instants from 2024 (the first year loaded) to the end of 2027 (provisional).
const anInstant = fc
  .date({
    min: new Date('2024-01-01T00:00:00+08:00'),
    max: new Date('2027-12-31T23:59:59+08:00'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());
const aMethod = fc.constantFrom<BiddingMethod>(...biddingMethodCodes);
const aRegime = fc.constantFrom('tendering' as const, 'procurement' as const);

describe('properties', () => {
  it('bidDeadlineEarliest is never earlier than the law allows: ≥ its calendar days, ≥ 3 working days by the calendar', () => {
    fc.assert(
      fc.property(anInstant, aMethod, aRegime, (issuedAt, biddingMethod, regime) => {
        const facts = { biddingMethod, regime, documentsIssuedAt: issuedAt };
        const bound = boundOf('bidDeadlineEarliest', facts, '2024-01-01');
        if (!bound) return;
        const issued = businessDateOf(new Date(issuedAt));
        const { days, count } = bound.period;
        expect(bound.dueDate! >= addCalendarDays(issued, days)).toBe(true);
        // Calendar days are a minimum, never moved; working days are counted by the calendar, exactly.
        if (count === 'calendar') expect(bound.dueDate).toBe(addCalendarDays(issued, days));
        else expect(calendar.workingDaysBetween(addCalendarDays(issued, 1), bound.dueDate!)).toBe(days);
        if (regime === 'tendering' && (biddingMethod === '公开招标' || biddingMethod === '邀请招标')) {
          expect(bound.dueDate! >= addCalendarDays(issued, 20)).toBe(true);
        }
      }),
    );
  });

  const someFacts = fc.record({
    biddingMethod: aMethod,
    regime: aRegime,
    documentsIssuedAt: anInstant,
    bidDeadline: anInstant,
    objections: fc.array(
      fc.record({
        subject: fc.constantFrom(...OBJECTION_SUBJECTS),
        receivedAt: anInstant,
        handled: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
    resultPublicityAt: anInstant,
    resultAnnouncementAt: anInstant,
    contractSignedOn: anInstant.map((instant) => businessDateOf(new Date(instant))),
  });

  it('a `by` bound counted from its anchor always falls due on a working day (民法典 第二百零三条)', () => {
    fc.assert(
      fc.property(someFacts, (facts) => {
        for (const bound of statutoryBounds(facts, calendar, new Date('2026-06-01T00:00:00Z'))) {
          if (bound.direction !== 'by' || bound.period.counted !== 'after' || !bound.dueDate) continue;
          // An answer on the spot (实施条例 第四十四条) is due that very day: 第二百零三条 moves no period of none.
          if (bound.period.days === 0) continue;
          expect(calendar.isWorkingDay(bound.dueDate!), `${bound.id} ${bound.dueDate}`).toBe(true);
        }
      }),
    );
  });

  it('a cut-off is the last day that still leaves its whole period before the deadline', () => {
    fc.assert(
      fc.property(someFacts, (facts) => {
        const deadline = businessDateOf(new Date(facts.bidDeadline));
        for (const bound of statutoryBounds(facts, calendar, new Date('2026-06-01T00:00:00Z'))) {
          if (bound.period.counted !== 'before') continue;
          const { days, count } = bound.period;
          const end = (date: string) =>
            count === 'working' ? calendar.addWorkingDays(date, days) : addCalendarDays(date, days);
          expect(end(bound.dueDate!) <= deadline).toBe(true);
          expect(end(addCalendarDays(bound.dueDate!, 1)) > deadline).toBe(true);
        }
      }),
    );
  });

  it('publicationRefusal accepts exactly the tender deadlines on or after bidDeadlineEarliest', () => {
    fc.assert(
      fc.property(anInstant, anInstant, aMethod, aRegime, (issuedAt, bidDeadline, biddingMethod, regime) => {
        const facts = { biddingMethod, regime, documentsIssuedAt: issuedAt };
        const earliest = boundOf('bidDeadlineEarliest', facts, '2024-01-01')?.dueDate;
        const refused = publicationRefusal('tenderNotice', facts, { at: issuedAt, bidDeadline }, calendar);
        const lawful = earliest === undefined || businessDateOf(new Date(bidDeadline)) >= earliest!;
        expect(refused === undefined).toBe(lawful);
        if (refused) expect(refused.values.earliest).toBe(earliest);
      }),
    );
  });

  it('publicationRefusal accepts exactly the moved deadlines on or after movedDeadlineEarliest', () => {
    fc.assert(
      fc.property(
        anInstant,
        anInstant,
        anInstant,
        aMethod,
        aRegime,
        (issuedAt, correctionAt, movedTo, biddingMethod, regime) => {
          const facts = { biddingMethod, regime, documentsIssuedAt: issuedAt, bidDeadline: issuedAt };
          const earliest = movedDeadlineEarliest(facts, correctionAt, calendar);
          const notice = { at: correctionAt, bidDeadline: movedTo };
          const refused = publicationRefusal('correction', facts, notice, calendar);
          const lawful = earliest === undefined || businessDateOf(new Date(movedTo)) >= earliest;
          expect(refused === undefined).toBe(lawful);
          if (refused) expect(refused.values.earliest).toBe(earliest);
        },
      ),
    );
  });
});
