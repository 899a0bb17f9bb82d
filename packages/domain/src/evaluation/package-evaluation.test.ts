import { describe, expect, it } from 'vitest';
import { type Money, parseMoney } from '../shared/money';
import { DEFAULT_COMPREHENSIVE_CRITERIA } from './evaluation-plan';
import {
  evaluationResultOf,
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
});
