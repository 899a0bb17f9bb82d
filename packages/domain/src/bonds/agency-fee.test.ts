import { describe, expect, it } from 'vitest';
import type { Money } from '../shared/money';
import { agencyFeeInputSchema, agencyFeeOf, referenceAgencyFee } from './agency-fee';

const m = (amount: string) => amount as Money;

describe('referenceAgencyFee: 计价格〔2002〕1980号, computed band by band', () => {
  it.each([
    // The note's own worked example: 工程 of 6,000万 = 1 + 2.8 + 2.75 + 14 + 2 = 22.55万.
    ['计价格〔2002〕1980号 note: 工程招标 of 6,000万 → 22.55万', 'works', '60000000.00', '225500.00'],
    // 1.5 + 4.4 + 4 + 20 + 10 = 39.9万.
    ['计价格〔2002〕1980号: 货物招标 of 9,000万 → 39.9万', 'goods', '90000000.00', '399000.00'],
    // 1.5 + 3.2 + 2.25 + 10 + 5 = 21.95万.
    ['计价格〔2002〕1980号: 服务招标 of 1亿 → 21.95万', 'services', '100000000.00', '219500.00'],
    ['计价格〔2002〕1980号: 货物 at the first boundary, 100万 → 1.5万', 'goods', '1000000.00', '15000.00'],
    ['计价格〔2002〕1980号: 货物 a fen past 100万 takes 1.1 % of it', 'goods', '1000000.01', '15000.00'],
    ['计价格〔2002〕1980号: 货物 of 500万 → 1.5 + 4.4 = 5.9万', 'goods', '5000000.00', '59000.00'],
    ['计价格〔2002〕1980号: 工程 of 1,000万 → 1 + 2.8 + 2.75 = 6.55万', 'works', '10000000.00', '65500.00'],
    ['计价格〔2002〕1980号: 工程 of 80万 at 1.0 %', 'works', '800000.00', '8000.00'],
    ['计价格〔2002〕1980号: nothing won, nothing charged', 'goods', '0.00', '0.00'],
    [
      // 42.4万 (to 1亿: 1.5 + 4.4 + 4 + 20 + 12.5) + 4亿×0.05% = 20万 + 5亿×0.035% = 17.5万
      // + 40亿×0.008% = 32万 + 50亿×0.006% = 30万 + 50亿×0.004% = 20万 → 161.9万.
      '计价格〔2002〕1980号: 货物 of 150亿 crosses every band',
      'goods',
      '15000000000.00',
      '1619000.00',
    ],
    [
      '计价格〔2002〕1980号: rounds half up to the fen (货物 of 0.33 → 0.00495 → 0.00)',
      'goods',
      '0.33',
      '0.00',
    ],
    [
      '计价格〔2002〕1980号: rounds half up to the fen (货物 of 1.00 → 0.015 → 0.02)',
      'goods',
      '1.00',
      '0.02',
    ],
  ] as const)('%s', (_, kind, amount, fee) => {
    expect(referenceAgencyFee(kind, m(amount))).toBe(fee);
  });
});

describe('agencyFeeOf: the discount off the reference, never under the minimum', () => {
  it.each([
    ['no discount', '0', null, '399000.00'],
    ['20 % off (八折)', '20', null, '319200.00'],
    ['12.5 % off', '12.5', null, '349125.00'],
    ['the minimum wins over a deep discount', '95', '50000.00', '50000.00'],
    ['a minimum below the discounted fee changes nothing', '20', '5000.00', '319200.00'],
  ])('货物 of 9,000万, %s', (_, discountPercent, minimum, fee) => {
    expect(
      agencyFeeOf({
        kind: 'goods',
        winningAmount: m('90000000.00'),
        discountPercent,
        minimum: minimum as Money | null,
      }).fee,
    ).toBe(fee);
  });
});

describe('agencyFeeInputSchema names the field', () => {
  const fee = { projectId: 1, groupId: 2, kind: 'goods', winningAmount: '100', payer: 'purchaser' };
  it.each([
    ['kind', { kind: 'food' }],
    ['winningAmount', { winningAmount: '-1' }],
    ['discountPercent', { discountPercent: '101' }],
    ['discountPercent', { discountPercent: '1.234' }],
    ['payer', { payer: 'agency' }],
  ])('refuses a bad %s', (field, change) => {
    const result = agencyFeeInputSchema.safeParse({ ...fee, ...change });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
  it('takes a fee with the defaults', () => {
    expect(agencyFeeInputSchema.parse(fee)).toMatchObject({ discountPercent: '0', minimum: null });
  });
});
