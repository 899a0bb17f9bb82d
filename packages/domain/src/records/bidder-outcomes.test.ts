import { describe, expect, it } from 'vitest';
import {
  bidderOutcomes,
  bidderProjectOutcomes,
  byBidderOutcome,
  isWinningResult,
  WINNING_RESULT,
  winRate,
} from './bidder-outcomes';
import { QUALIFICATION_FAILED, QUALIFICATION_PASSED, recordSchemas } from './records';

const signUp = (projectId: number, supplierName: string) => ({ projectId, supplierName });
const result = (projectId: number, supplierName: string, passed: boolean) =>
  ({
    projectId,
    supplierName,
    qualificationResult_result: passed ? QUALIFICATION_PASSED : QUALIFICATION_FAILED,
  }) as const;

describe('a bidder’s win (no award record in §3: a passing qualification result)', () => {
  it('is a qualification result of "通过"; "不通过" is none', () => {
    expect(isWinningResult({ qualificationResult_result: '通过' })).toBe(true);
    expect(isWinningResult({ qualificationResult_result: '不通过' })).toBe(false);
  });

  it('names a record type and field that exist, and a value the field takes', () => {
    const schema = recordSchemas[WINNING_RESULT.type];
    expect(Object.keys(schema.shape)).toContain(WINNING_RESULT.field);
    expect(schema.shape[WINNING_RESULT.field].options).toContain(WINNING_RESULT.value);
  });
});

describe('a bidder’s projects and whether it won each (its history)', () => {
  const signUps = [signUp(1, '甲公司'), signUp(2, '甲公司'), signUp(1, '甲公司'), signUp(3, '乙公司')];
  const results = [
    // Two bid packages of project 1: passed in one of them is a win.
    result(1, '甲公司', false),
    result(1, '甲公司', true),
    result(2, '甲公司', false),
    // A pass on a project it never signed up for is no win of its.
    result(4, '甲公司', true),
    result(3, '乙公司', true),
  ];

  it('lists each project signed up for once, in the order of the first sign-up', () => {
    expect(bidderProjectOutcomes('甲公司', signUps, results)).toEqual([
      { projectId: 1, won: true },
      { projectId: 2, won: false },
    ]);
  });

  it('reads only the bidder’s own records, by its exact name', () => {
    expect(bidderProjectOutcomes('甲 公司', signUps, results)).toEqual([]);
    expect(bidderProjectOutcomes('乙公司', signUps, results)).toEqual([{ projectId: 3, won: true }]);
  });
});

describe('bidders’ sign-ups, wins and win rate', () => {
  it('counts projects, not records, and wins among the projects signed up for', () => {
    const outcomes = bidderOutcomes(
      [signUp(1, '甲公司'), signUp(1, '甲公司'), signUp(2, '甲公司'), signUp(2, '乙公司')],
      [result(1, '甲公司', true), result(1, '甲公司', true), result(3, '甲公司', true)],
    );
    expect(outcomes).toEqual([
      { name: '甲公司', signUps: 2, wins: 1, winRate: 0.5 },
      { name: '乙公司', signUps: 1, wins: 0, winRate: 0 },
    ]);
  });

  it('keeps only the named bidders that signed up, when names are given', () => {
    const outcomes = bidderOutcomes([signUp(1, '甲公司'), signUp(1, '乙公司')], [], ['乙公司', '丙公司']);
    expect(outcomes.map((outcome) => outcome.name)).toEqual(['乙公司']);
  });

  it('sorts by sign-ups, then wins, then name in code-point order', () => {
    const a = { name: 'B', signUps: 3, wins: 1, winRate: 1 / 3 };
    const b = { name: 'A', signUps: 3, wins: 1, winRate: 1 / 3 };
    const c = { name: 'C', signUps: 3, wins: 2, winRate: 2 / 3 };
    const d = { name: '甲', signUps: 4, wins: 0, winRate: 0 };
    expect([a, b, c, d].sort(byBidderOutcome)).toEqual([d, c, b, a]);
    expect(byBidderOutcome(a, { ...a })).toBe(0);
    expect(byBidderOutcome(a, b)).toBe(1);
  });

  it('gives a win rate of 0 without sign-ups rather than dividing by zero', () => {
    expect(winRate(0, 0)).toBe(0);
    expect(winRate(4, 3)).toBe(0.75);
  });
});
