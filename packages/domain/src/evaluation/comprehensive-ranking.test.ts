import { describe, expect, it } from 'vitest';
import { type Money, parseMoney } from '../shared/money';
import {
  type Bid,
  type EvaluationSheet,
  type Mark,
  markProblem,
  rankComprehensive,
} from './comprehensive-ranking';
import { type Criterion, criterionSchema, FULL_MARKS } from './evaluation-criteria';
import { formatPoints, parsePoints } from './points';
import { priceScore } from './price-score';

const money = (text: string) => parseMoney(text) as Money;
const points = (text: string) => parsePoints(text) as number;

const CRITERIA: Criterion[] = [
  { key: 'price', name: '投标报价', kind: 'price', weight: points('30') },
  { key: 'technical', name: '技术方案', kind: 'points', weight: points('40') },
  { key: 'business', name: '商务条款', kind: 'points', weight: points('20') },
  { key: 'service', name: '售后服务', kind: 'points', weight: points('10') },
];
const EXPERTS = ['E1', 'E2', 'E3', 'E4', 'E5'];
const BIDS: Bid[] = [
  { bidder: '甲公司', price: money('950000.00'), valid: true },
  { bidder: '乙公司', price: money('1000000.00'), valid: true },
  { bidder: '丙公司', price: money('1100000.00'), valid: true },
];

/** Each expert's technical / business / service points for each bidder. */
const GIVEN: Record<string, Record<string, [string, string, string]>> = {
  E1: { 甲公司: ['32', '15', '8'], 乙公司: ['36', '17', '9'], 丙公司: ['30', '16', '7'] },
  E2: { 甲公司: ['30', '16', '8'], 乙公司: ['35', '18', '8'], 丙公司: ['33', '15', '9'] },
  E3: { 甲公司: ['34', '14', '7'], 乙公司: ['34', '16', '9'], 丙公司: ['31', '17', '8'] },
  E4: { 甲公司: ['31', '15', '9'], 乙公司: ['37', '17', '8'], 丙公司: ['32', '16', '8'] },
  E5: { 甲公司: ['33', '16', '8.5'], 乙公司: ['35', '16', '9'], 丙公司: ['30', '18', '9'] },
};
const MARKS: Mark[] = Object.entries(GIVEN).flatMap(([expert, byBidder]) =>
  Object.entries(byBidder).flatMap(([bidder, given]) =>
    (['technical', 'business', 'service'] as const).map((criterion, i) => ({
      expert,
      bidder,
      criterion,
      points: points(given[i] as string),
    })),
  ),
);
const SHEET: EvaluationSheet = { criteria: CRITERIA, experts: EXPERTS, bids: BIDS, marks: MARKS };

describe('the comprehensive scoring method (综合评分法)', () => {
  it('ranks a hand-computed example: 3 bidders, 5 experts, 4 criteria', () => {
    // By hand. Price (30): the lowest valid price is 甲's 950,000.00, so 甲 30.00, 乙 950/1000 × 30 =
    // 28.50, 丙 950/1100 × 30 = 25.9090… → 25.91. Experts' points: 甲 55 + 54 + 55 + 55 + 57.5 = 276.5
    // → 55.30; 乙 62 + 61 + 59 + 62 + 60 = 304 → 60.80; 丙 53 + 57 + 56 + 56 + 57 = 279 → 55.80.
    // Totals: 乙 89.30, 甲 85.30, 丙 81.71.
    const result = rankComprehensive(SHEET);
    if (!result.complete) throw new Error('incomplete');
    expect(
      result.ranking.map((bid) => [
        bid.rank,
        bid.bidder,
        formatPoints(bid.priceScore),
        formatPoints(bid.points),
        formatPoints(bid.total),
      ]),
    ).toEqual([
      [1, '乙公司', '28.50', '60.80', '89.30'],
      [2, '甲公司', '30.00', '55.30', '85.30'],
      [3, '丙公司', '25.91', '55.80', '81.71'],
    ]);
    expect(result.ranking[1]?.expertPoints.map(formatPoints)).toEqual([
      '55.00',
      '54.00',
      '55.00',
      '55.00',
      '57.50',
    ]);
    expect(result.candidates).toEqual(['乙公司', '甲公司', '丙公司']);
    expect(result.rejected).toEqual([]);
    expect(result.ranking.some((bid) => bid.tied)).toBe(false);
  });

  it('keeps points exact where binary fractions drift (0.1 + 0.2)', () => {
    expect(points('0.1') + points('0.2')).toBe(points('0.3'));
    expect(formatPoints(points('27.05') + points('0.95'))).toBe('28.00');
  });

  it('scores the price by the formula, half up, exact in fen', () => {
    expect(priceScore(money('950000.00'), money('1100000.00'), points('30'))).toBe(2591);
    expect(priceScore(money('1.00'), money('3.00'), points('10'))).toBe(333);
    expect(priceScore(money('2.00'), money('3.00'), points('10'))).toBe(667);
    expect(priceScore(money('0.01'), money('0.01'), points('30'))).toBe(3000);
    expect(() => priceScore(money('1.00'), money('0.00'), points('30'))).toThrow(RangeError);
  });

  it('says which marks are missing or out of range, and ranks nothing until they are given', () => {
    const withoutOne = MARKS.filter(
      (m) => !(m.expert === 'E3' && m.bidder === '丙公司' && m.criterion === 'service'),
    );
    const tooHigh = withoutOne.concat({
      expert: 'E3',
      bidder: '丙公司',
      criterion: 'service',
      points: points('10.01'),
    });
    for (const marks of [withoutOne, tooHigh]) {
      expect(rankComprehensive({ ...SHEET, marks })).toEqual({
        complete: false,
        missing: [{ expert: 'E3', bidder: '丙公司', criterion: 'service' }],
      });
    }
    expect(
      markProblem(CRITERIA[3] as Criterion, {
        expert: 'E3',
        bidder: '丙公司',
        criterion: 'service',
        points: 1001,
      }),
    ).toBe('must be between 0 and 10.00 points');
  });

  it('leaves an invalid bid unranked, and takes the lowest price of the bids ranked', () => {
    const late = { bidder: '丁公司', price: money('900000.00'), valid: false };
    const result = rankComprehensive({ ...SHEET, bids: [...BIDS, late] });
    if (!result.complete) throw new Error('incomplete');
    expect(result.rejected).toEqual([{ bidder: '丁公司', failed: ['valid'] }]);
    expect(result.ranking.find((bid) => bid.bidder === '甲公司')?.priceScore).toBe(points('30'));
  });

  it('rejects a bid most experts fail on a pass/fail review; a failing mark must say why', () => {
    const review: Criterion = { key: 'licence', name: '资质审查', kind: 'passFail', weight: 0 };
    const verdicts = (bidder: string, fails: number) =>
      EXPERTS.map((expert, i) => ({
        expert,
        bidder,
        criterion: 'licence',
        passed: i >= fails,
        ...(i < fails ? { comment: '资质证书已过期' } : {}),
      }));
    const marks = [...MARKS, ...verdicts('甲公司', 3), ...verdicts('乙公司', 2), ...verdicts('丙公司', 0)];
    const result = rankComprehensive({ ...SHEET, criteria: [...CRITERIA, review], marks });
    if (!result.complete) throw new Error('incomplete');
    expect(result.rejected).toEqual([{ bidder: '甲公司', failed: ['licence'] }]);
    expect(result.candidates).toEqual(['乙公司', '丙公司']);
    // 乙 is now the lowest price ranked: full price marks.
    expect(formatPoints(result.ranking[0]?.priceScore ?? 0)).toBe('30.00');
    expect(markProblem(review, { expert: 'E1', bidder: '丙公司', criterion: 'licence', passed: false })).toBe(
      'must say why the bidder fails',
    );
  });

  it('breaks a tie by the lower price, then the higher points, then marks it for lots', () => {
    const twin = (bidder: string, price: string): Bid => ({ bidder, price: money(price), valid: true });
    const sameMarks = (bidder: string, given: [string, string, string]) =>
      EXPERTS.flatMap((expert) =>
        (['technical', 'business', 'service'] as const).map((criterion, i) => ({
          expert,
          bidder,
          criterion,
          points: points(given[i] as string),
        })),
      );
    // Equal totals, 8,000.00 against 10,000.00: price 30.00 + 50.00 and 24.00 + 56.00 are both 80.00.
    const byPrice = rankComprehensive({
      ...SHEET,
      bids: [twin('高价', '10000.00'), twin('低价', '8000.00')],
      marks: [...sameMarks('高价', ['36', '12', '8']), ...sameMarks('低价', ['30', '12', '8'])],
    });
    if (!byPrice.complete) throw new Error('incomplete');
    expect(byPrice.ranking.map((bid) => [bid.bidder, formatPoints(bid.total), bid.tied])).toEqual([
      ['低价', '80.00', false],
      ['高价', '80.00', false],
    ]);
    const lots = rankComprehensive({
      ...SHEET,
      bids: [twin('乙方', '8000.00'), twin('甲方', '8000.00')],
      marks: [...sameMarks('乙方', ['30', '12', '8']), ...sameMarks('甲方', ['30', '12', '8'])],
    });
    if (!lots.complete) throw new Error('incomplete');
    expect(lots.ranking.map((bid) => [bid.rank, bid.tied])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('takes criteria whose weights add up to full marks, each named and of a known kind', () => {
    expect(CRITERIA.reduce((sum, criterion) => sum + criterion.weight, 0)).toBe(FULL_MARKS);
    expect(CRITERIA.every((criterion) => criterionSchema.safeParse(criterion).success)).toBe(true);
    const bad = criterionSchema.safeParse({ key: ' ', name: '技术', kind: 'guess', weight: 10_001 });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'key',
      'kind',
      'weight',
    ]);
  });

  it('scores the price by the criterion’s formula when it has one', () => {
    const criteria = CRITERIA.map((criterion) =>
      criterion.kind === 'price'
        ? {
            ...criterion,
            formula: { kind: 'deduction' as const, base: 'average' as const, pointsPerPercent: 100 },
          }
        : criterion,
    );
    const result = rankComprehensive({ ...SHEET, criteria });
    if (!result.complete) throw new Error('incomplete');
    // Price scores by hand (price-score.test.ts): 甲 23.44, 乙 28.36, 丙 21.80; points as before.
    expect(
      result.ranking.map((bid) => [bid.bidder, formatPoints(bid.priceScore), formatPoints(bid.total)]),
    ).toEqual([
      ['乙公司', '28.36', '89.16'],
      ['甲公司', '23.44', '78.74'],
      ['丙公司', '21.80', '77.60'],
    ]);
  });
});
