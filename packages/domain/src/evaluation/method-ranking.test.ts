import { describe, expect, it } from 'vitest';
import { type Money, parseMoney } from '../shared/money';
import type { EvaluationSheet, Mark } from './comprehensive-ranking';
import { DEFAULT_COMPREHENSIVE_CRITERIA, evaluationPlanInputSchema, planProblems } from './evaluation-plan';
import { rankByMethod, rankLowestPrice, rankQualification } from './method-ranking';

const money = (text: string) => parseMoney(text) as Money;
const REVIEWS = [
  { key: 'licence', name: '资质证书', kind: 'passFail' as const, weight: 0 },
  { key: 'bond', name: '投标保证金', kind: 'passFail' as const, weight: 0 },
];
const pass = (expert: string, bidder: string, criterion: string, passed = true): Mark => ({
  expert,
  bidder,
  criterion,
  passed,
  ...(passed ? {} : { comment: '证书过期' }),
});
const sheet = (failing: Record<string, number>): EvaluationSheet => ({
  criteria: REVIEWS,
  experts: ['E1', 'E2', 'E3'],
  bids: [
    { bidder: '甲公司', price: money('900.00'), valid: true },
    { bidder: '乙公司', price: money('850.00'), valid: true },
    { bidder: '丙公司', price: money('850.00'), valid: true },
    { bidder: '丁公司', price: money('800.00'), valid: false },
  ],
  marks: ['甲公司', '乙公司', '丙公司'].flatMap((bidder) =>
    ['E1', 'E2', 'E3'].flatMap((expert, index) =>
      REVIEWS.map((review) =>
        pass(expert, bidder, review.key, !(review.key === 'licence' && index < (failing[bidder] ?? 0))),
      ),
    ),
  ),
});

describe('the lowest evaluated price method (经评审的最低投标价法)', () => {
  it('ranks the bids that pass by price; equal prices tie, by name; a bid most experts fail is rejected', () => {
    const result = rankLowestPrice(sheet({ 甲公司: 2 }));
    if (!result.complete) throw new Error('incomplete');
    expect(result.ranking.map((bid) => [bid.rank, bid.bidder, bid.tied])).toEqual([
      [1, '丙公司', true],
      [2, '乙公司', true],
    ]);
    expect(result.rejected).toEqual([
      { bidder: '丁公司', failed: ['valid'] },
      { bidder: '甲公司', failed: ['licence'] },
    ]);
    expect(result.candidates).toEqual(['丙公司', '乙公司']);
  });

  it('keeps a bid one expert of three fails', () => {
    const result = rankLowestPrice(sheet({ 甲公司: 1 }));
    expect(result.complete && result.ranking.map((bid) => bid.bidder)).toEqual([
      '丙公司',
      '乙公司',
      '甲公司',
    ]);
  });
});

describe('the qualification review (资格审查)', () => {
  it('lists who passes by name and recommends no one', () => {
    const result = rankQualification(sheet({ 乙公司: 3 }));
    if (!result.complete) throw new Error('incomplete');
    expect(result.ranking.map((bid) => bid.bidder)).toEqual(['丙公司', '甲公司']);
    expect(result.candidates).toEqual([]);
    expect(rankByMethod('qualification', sheet({}))).toEqual(rankQualification(sheet({})));
    expect(rankByMethod('lowestPrice', sheet({}))).toEqual(rankLowestPrice(sheet({})));
    expect(rankByMethod('comprehensive', sheet({})).complete).toBe(true);
    // A mark missing leaves every method incomplete.
    const short = { ...sheet({}), marks: sheet({}).marks.slice(1) };
    expect(rankLowestPrice(short)).toMatchObject({ complete: false });
    expect(rankQualification(short)).toMatchObject({ complete: false });
  });
});

describe('an evaluation plan', () => {
  it('takes the default comprehensive plan, and a pass/fail plan needs a criterion', () => {
    expect(planProblems('comprehensive', DEFAULT_COMPREHENSIVE_CRITERIA)).toEqual([]);
    expect(planProblems('qualification', [])).toEqual([
      { path: ['criteria'], message: 'must have at least 1 entries' },
    ]);
    expect(planProblems('qualification', REVIEWS)).toEqual([]);
  });

  it('names what does not suit the method', () => {
    const parsed = evaluationPlanInputSchema.safeParse({
      projectId: 1,
      groupId: 2,
      method: 'comprehensive',
      criteria: [
        { key: 'tech', name: '技术', kind: 'points', weight: 6000 },
        { key: 'tech', name: '资质', kind: 'passFail', weight: 100 },
      ],
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['criteria.1.key', 'is the key of another criterion too'],
      ['criteria.1.weight', 'must be 0 for a pass/fail review'],
      ['criteria', 'must have exactly one price criterion'],
      ['criteria', 'must have weights adding up to 100 points, not 61.00'],
    ]);
    expect(planProblems('lowestPrice', DEFAULT_COMPREHENSIVE_CRITERIA).map((p) => p.path.join('.'))).toEqual([
      'criteria.0.kind',
      'criteria.1.kind',
      'criteria.2.kind',
      'criteria.3.kind',
    ]);
  });
});
