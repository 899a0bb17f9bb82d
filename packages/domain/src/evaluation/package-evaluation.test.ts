import { describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors';
import { type Money, parseMoney } from '../shared/money';
import { DEFAULT_COMPREHENSIVE_CRITERIA } from './evaluation-plan';
import {
  assertMarkable,
  assertPlannable,
  evaluationResultOf,
  packageEvaluationOf,
  type StoredMark,
  scoreSheetInputSchema,
  scoreSheetProblems,
} from './package-evaluation';
import { formatPoints, parsePoints } from './points';

const money = (text: string) => parseMoney(text) as Money;
const plan = { method: 'comprehensive' as const, criteria: [...DEFAULT_COMPREHENSIVE_CRITERIA] };
const bids = [
  { bidder: '甲公司', price: money('950000.00'), valid: true },
  { bidder: '乙公司', price: money('1000000.00'), valid: true },
  { bidder: '丙公司', price: money('1100000.00'), valid: true },
];
const experts = [11, 12, 13, 14, 15].map((expertId) => ({ expertId, name: `专家${expertId}` }));
/** The hand-computed example of comprehensive-ranking.test.ts, as stored marks of experts 11–15. */
const GIVEN: Record<number, Record<string, [string, string, string]>> = {
  11: { 甲公司: ['32', '15', '8'], 乙公司: ['36', '17', '9'], 丙公司: ['30', '16', '7'] },
  12: { 甲公司: ['30', '16', '8'], 乙公司: ['35', '18', '8'], 丙公司: ['33', '15', '9'] },
  13: { 甲公司: ['34', '14', '7'], 乙公司: ['34', '16', '9'], 丙公司: ['31', '17', '8'] },
  14: { 甲公司: ['31', '15', '9'], 乙公司: ['37', '17', '8'], 丙公司: ['32', '16', '8'] },
  15: { 甲公司: ['33', '16', '8.5'], 乙公司: ['35', '16', '9'], 丙公司: ['30', '18', '9'] },
};
const marks: StoredMark[] = Object.entries(GIVEN).flatMap(([expert, byBidder]) =>
  Object.entries(byBidder).flatMap(([bidder, given]) =>
    (['technical', 'business', 'service'] as const).map((criterion, i) => ({
      expertId: Number(expert),
      bidder,
      criterion,
      points: parsePoints(given[i] as string) as number,
      passed: null,
      comment: null,
    })),
  ),
);

describe('a package’s evaluation', () => {
  it('ranks the hand-computed example from stored marks', () => {
    const result = evaluationResultOf(plan, bids, experts, marks);
    if (!result?.complete) throw new Error('incomplete');
    expect(result.ranking.map((bid) => [bid.bidder, formatPoints(bid.total)])).toEqual([
      ['乙公司', '89.30'],
      ['甲公司', '85.30'],
      ['丙公司', '81.71'],
    ]);
    expect(result.candidates).toEqual(['乙公司', '甲公司', '丙公司']);
  });

  it('counts what is missing, and has no result without a plan', () => {
    expect(evaluationResultOf(plan, bids, experts, marks.slice(3))).toEqual({ complete: false, missing: 3 });
    expect(evaluationResultOf(null, bids, experts, marks)).toBeNull();
  });

  it('names each mark that cannot be taken', () => {
    const sheet = scoreSheetInputSchema.parse({
      projectId: 1,
      groupId: 2,
      expertId: 99,
      marks: [
        { bidder: '丁公司', criterion: 'technical', points: 100 },
        { bidder: '甲公司', criterion: 'price', points: 100 },
        { bidder: '甲公司', criterion: 'technical', points: 4001 },
        { bidder: '甲公司', criterion: 'business', points: 100 },
        { bidder: '甲公司', criterion: 'business', points: 200 },
      ],
    });
    expect(scoreSheetProblems(sheet, { plan, bids, experts }).map((p) => p.field)).toEqual([
      'expertId',
      'marks.0.bidder',
      'marks.1.criterion',
      'marks.2.points',
      'marks.4.criterion',
    ]);
  });

  it('needs a pass or fail, and a comment for a fail, on a pass/fail review', () => {
    const review = {
      method: 'lowestPrice' as const,
      criteria: [{ key: 'licence', name: '资质', kind: 'passFail' as const, weight: 0 }],
    };
    const sheet = scoreSheetInputSchema.parse({
      projectId: 1,
      groupId: 2,
      expertId: 11,
      marks: [
        { bidder: '甲公司', criterion: 'licence' },
        { bidder: '乙公司', criterion: 'licence', passed: false, comment: ' ' },
        { bidder: '丙公司', criterion: 'licence', passed: false, comment: '证书过期' },
      ],
    });
    expect(scoreSheetProblems(sheet, { plan: review, bids, experts }).map((p) => p.field)).toEqual([
      'marks.0.passed',
      'marks.1.comment',
    ]);
  });

  it('assembles a package: the opening’s valid bids, the current round’s marks and result, the closed rounds', () => {
    const opening = {
      groupId: 7,
      groupNumber: '包1',
      groupName: '设备',
      bondAmount: null,
      bids: [
        ...bids.map((bid, index) => ({
          id: index + 1,
          groupId: 7,
          bidder: bid.bidder,
          price: bid.price,
          durationDays: 30,
          quality: null,
          bondPaid: true,
          receivedAt: '2026-12-15T01:00:00Z',
          standing: 'valid' as const,
        })),
        {
          id: 9,
          groupId: 7,
          bidder: '迟到公司',
          price: money('1.00'),
          durationDays: 30,
          quality: null,
          bondPaid: true,
          receivedAt: '2026-12-15T03:00:00Z',
          standing: 'late' as const,
        },
      ],
      validBids: 3,
      outcome: 'evaluate' as const,
      minimum: 3,
      confirmedAt: '2026-12-15T02:00:00Z',
      confirmedBy: '王经理',
    };
    const evaluation = packageEvaluationOf({
      opening,
      plan: { ...plan, round: 2 },
      committee: experts,
      marks: [
        ...marks.map((mark) => ({ ...mark, round: 1 })),
        ...marks.slice(0, 3).map((mark) => ({ ...mark, round: 2 })),
      ],
      closed: [
        {
          round: 1,
          reason: '复核',
          closedAt: '2026-12-16T00:00:00Z',
          closedBy: '王经理',
          method: plan.method,
          criteria: plan.criteria,
        },
      ],
    });
    expect(evaluation).toMatchObject({ groupId: 7, round: 2, openingConfirmed: true });
    expect(evaluation.bids.map((bid) => bid.valid)).toEqual([true, true, true, false]);
    expect(evaluation.marks).toHaveLength(3);
    expect(evaluation.result).toEqual({ complete: false, missing: 42 });
    expect(evaluation.history[0]?.marks).toHaveLength(45);
    expect(evaluation.history[0]?.result?.complete).toBe(true);
    const fresh = packageEvaluationOf({
      opening: { ...opening, confirmedAt: null },
      plan: null,
      committee: [],
      marks: [],
      closed: [],
    });
    expect(fresh).toMatchObject({ round: 1, plan: null, result: null, openingConfirmed: false, history: [] });

    // Who may mark: a plan, a confirmed record, and enough valid bids.
    expect(() => assertMarkable(evaluation)).not.toThrow();
    expect(() => assertMarkable(fresh)).toThrow(/has no evaluation plan/);
    expect(() => assertMarkable({ ...fresh, plan: evaluation.plan })).toThrow(/is not confirmed yet/);
    const tooFew = packageEvaluationOf({
      opening: { ...opening, validBids: 2, outcome: 'retender' },
      plan: { ...plan, round: 1 },
      committee: experts,
      marks: [],
      closed: [],
    });
    expect(tooFew.toRetender).toBe(true);
    for (const check of [assertPlannable, assertMarkable]) {
      expect(() => check(tooFew)).toThrow(ConflictError);
      expect(() => check(tooFew)).toThrow('fewer than 3 valid bids: it is to be tendered again');
    }
    // Before its record is confirmed, a package may still gain bids: its plan may be prepared.
    expect(() => assertPlannable({ ...tooFew, toRetender: false, openingConfirmed: false })).not.toThrow();
  });
});
