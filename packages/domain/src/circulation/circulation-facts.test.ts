import { describe, expect, it } from 'vitest';
import { factsFromRecords } from './circulation-facts';

const signUp = (supplierName: string, signUp_state: '0' | '1' | '2', signUp_tenderDoc?: string | null) => ({
  supplierName,
  signUp_state,
  signUp_tenderDoc,
});

describe('factsFromRecords (§3 records, §5)', () => {
  it('counts nothing from no records', () => {
    expect(factsFromRecords({})).toEqual({
      unhandledObjections: 0,
      signUp: { registered: 0, approved: 0, validBidDocuments: 0 },
      onlineSignIns: 0,
      qualificationPurchase: { registered: 0, approved: 0 },
      qualificationResult: { passed: 0, passedPerGroup: {} },
    });
  });

  it('counts only objections with status 未处理', () => {
    const objections = [
      { objection_status: '未处理' as const },
      { objection_status: '已处理' as const },
      { objection_status: '未处理' as const },
    ];
    expect(factsFromRecords({ objections }).unhandledObjections).toBe(2);
  });

  it('counts sign-ups: registered, approved ("1") and approved with a submitted bid document', () => {
    const signUps = [
      signUp('甲公司', '1', 'doc-a'),
      signUp('乙公司', '1', '  '),
      signUp('丙公司', '0', 'doc-c'),
      signUp('丁公司', '2'),
      signUp('戊公司', '1', null),
    ];
    expect(factsFromRecords({ signUps }).signUp).toEqual({
      registered: 5,
      approved: 3,
      validBidDocuments: 1,
    });
  });

  it('counts a supplier once however often it signs up or signs in', () => {
    const facts = factsFromRecords({
      signUps: [signUp('甲公司', '1', 'a'), signUp(' 甲公司 ', '1', 'b'), signUp('', '1', 'c')],
      signIns: [{ supplierName: '甲公司' }, { supplierName: '甲公司' }, { supplierName: '乙公司' }],
    });
    expect(facts.signUp).toEqual({ registered: 1, approved: 1, validBidDocuments: 1 });
    expect(facts.onlineSignIns).toBe(2);
  });

  it('counts qualification purchases, approved when the state is "1"', () => {
    const qualificationPurchases = [
      { supplierName: '甲', qualificationPurchase_state: '1' as const },
      { supplierName: '乙', qualificationPurchase_state: '0' as const },
      { supplierName: '丙', qualificationPurchase_state: '1' as const },
    ];
    expect(factsFromRecords({ qualificationPurchases }).qualificationPurchase).toEqual({
      registered: 3,
      approved: 2,
    });
  });

  it('counts distinct applicants that passed ("通过"), overall and per bid package', () => {
    const result = (supplierName: string, passed: boolean, qualificationResult_groupId: number) => ({
      supplierName,
      qualificationResult_result: passed ? ('通过' as const) : ('不通过' as const),
      qualificationResult_groupId,
    });
    const facts = factsFromRecords({
      qualificationResults: [
        result('甲', true, 1),
        result('甲', true, 2),
        result('乙', true, 1),
        result('丙', false, 1),
        result('丁', true, 2),
        result('丁', true, 2),
        result('', true, 3),
      ],
    });
    expect(facts.qualificationResult).toEqual({ passed: 3, passedPerGroup: { 1: 2, 2: 2 } });
  });
});
