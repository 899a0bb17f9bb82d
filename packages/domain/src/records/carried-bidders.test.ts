import { describe, expect, it } from 'vitest';
import { biddersForPurchase, biddersForResult } from './carried-bidders';

describe('the bidders a step carries from the step before it', () => {
  it('a purchase offers the approved sign-ups not yet purchased, each once', () => {
    const signUps = [
      { supplierName: '甲公司', signUp_state: '1' as const },
      { supplierName: '乙公司', signUp_state: '0' as const },
      { supplierName: '丙公司', signUp_state: '1' as const },
      { supplierName: '丁公司', signUp_state: '2' as const },
      { supplierName: '丙 公司', signUp_state: '1' as const },
      { supplierName: '戊公司', signUp_state: '1' as const },
    ];
    expect(biddersForPurchase(signUps, [{ supplierName: ' 戊公司' }])).toEqual(['甲公司', '丙公司']);
  });

  it('a result offers the approved purchasers without a result in that package', () => {
    const purchases = [
      { supplierName: '甲公司', qualificationPurchase_state: '1' as const },
      { supplierName: '乙公司', qualificationPurchase_state: '1' as const },
      { supplierName: '丙公司', qualificationPurchase_state: '0' as const },
    ];
    const results = [{ supplierName: '甲公司', qualificationResult_groupId: 7 }];
    expect(biddersForResult(purchases, results, 7)).toEqual(['乙公司']);
    expect(biddersForResult(purchases, results, 8)).toEqual(['甲公司', '乙公司']);
  });
});
