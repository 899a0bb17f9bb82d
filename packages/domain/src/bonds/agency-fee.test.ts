import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromFen, type Money, toFen } from '../shared/money';
import {
  AGENCY_FEE_BANDS,
  AGENCY_FEE_CITATION,
  AGENCY_FEE_KINDS,
  type AgencyFeeKind,
  agencyFeeInputSchema,
  agencyFeeOf,
  referenceAgencyFee,
} from './agency-fee';

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
      '1980号 as revised by 发改价格〔2011〕534号: 货物 of 150亿 crosses every band',
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

/** 万元 as money. */
const wan = (amount: number) => fromFen(BigInt(amount) * 1_000_000n);

describe('the fee at each band boundary, by the document that sets the band', () => {
  // The fee of the whole amount up to each boundary, 货物 / 服务 / 工程, in 万元, added up band by band from
  // the table: to 1亿 as 计价格〔2002〕1980号 附件 sets it; above, as 发改价格〔2011〕534号 revised it.
  it.each([
    ['计价格〔2002〕1980号', 100, [1.5, 1.5, 1]],
    ['计价格〔2002〕1980号', 500, [5.9, 4.7, 3.8]],
    ['计价格〔2002〕1980号', 1000, [9.9, 6.95, 6.55]],
    ['计价格〔2002〕1980号', 5000, [29.9, 16.95, 20.55]],
    ['计价格〔2002〕1980号', 10000, [42.4, 21.95, 30.55]],
    ['发改价格〔2011〕534号 (1亿–5亿 0.05 %)', 50000, [62.4, 41.95, 50.55]],
    ['发改价格〔2011〕534号 (5亿–10亿 0.035 %)', 100000, [79.9, 59.45, 68.05]],
    ['发改价格〔2011〕534号 (10亿–50亿 0.008 %)', 500000, [111.9, 91.45, 100.05]],
    ['发改价格〔2011〕534号 (50亿–100亿 0.006 %)', 1000000, [141.9, 121.45, 130.05]],
  ] as const)('%s: at %i万元', (_, boundary, fees) => {
    AGENCY_FEE_KINDS.forEach((kind, index) => {
      expect(referenceAgencyFee(kind, wan(boundary))).toBe(
        fromFen(BigInt(Math.round(fees[index]! * 1_000_000))),
      );
    });
  });

  // The next 1万元 past each boundary is charged at the next band's rate (per cent of 1万 = 元 × 100).
  it.each([
    ['计价格〔2002〕1980号: past 100万', 100, [110, 80, 70]],
    ['计价格〔2002〕1980号: past 500万', 500, [80, 45, 55]],
    ['计价格〔2002〕1980号: past 1000万', 1000, [50, 25, 35]],
    ['计价格〔2002〕1980号: past 5000万', 5000, [25, 10, 20]],
    ['发改价格〔2011〕534号: past 1亿, 0.05 % (1980号 had 0.05 % to 10亿)', 10000, [5, 5, 5]],
    ['发改价格〔2011〕534号: past 5亿, 0.035 %', 50000, [3.5, 3.5, 3.5]],
    ['发改价格〔2011〕534号: past 10亿, 0.008 % (1980号 had 0.01 %)', 100000, [0.8, 0.8, 0.8]],
    ['发改价格〔2011〕534号: past 50亿, 0.006 %', 500000, [0.6, 0.6, 0.6]],
    ['发改价格〔2011〕534号: past 100亿, 0.004 %', 1000000, [0.4, 0.4, 0.4]],
  ] as const)('%s', (_, boundary, charges) => {
    AGENCY_FEE_KINDS.forEach((kind, index) => {
      const more =
        toFen(referenceAgencyFee(kind, wan(boundary + 1))) - toFen(referenceAgencyFee(kind, wan(boundary)));
      expect(more).toBe(BigInt(Math.round(charges[index]! * 100)));
    });
  });

  it('cites 1980号 as revised by 534号, and says since 299号 the rates are a reference', () => {
    expect(AGENCY_FEE_CITATION.zh).toMatch(
      /计价格〔2002〕1980号.*发改价格〔2011〕534号.*发改价格〔2015〕299号/,
    );
    expect(AGENCY_FEE_CITATION.en).toMatch(/\[2002\] No\. 1980.*\[2011\] No\. 534.*\[2015\] No\. 299/);
  });
});

describe('referenceAgencyFee holds for any amount', () => {
  const kind = fc.constantFrom(...AGENCY_FEE_KINDS);
  /** Up to 200亿元, past the last band. */
  const fen = fc.bigInt({ min: 0n, max: 2n * 10n ** 12n });
  const fee = (k: AgencyFeeKind, amount: bigint) => toFen(referenceAgencyFee(k, fromFen(amount)));

  it('is monotone in the amount', () => {
    fc.assert(
      fc.property(kind, fen, fen, (k, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(fee(k, low)).toBeLessThanOrEqual(fee(k, high));
      }),
    );
  });

  it('is the sum of each band’s part at its rate, within half a fen', () => {
    fc.assert(
      fc.property(kind, fen, (k, amount) => {
        // Hundred-thousandths of a fen: each band's part of the amount (clamped to the band) at its rate.
        let exact = 0n;
        let lower = 0n;
        for (const { upToWan, rates } of AGENCY_FEE_BANDS) {
          const upper = upToWan === null ? null : upToWan * 1_000_000n;
          const top = upper === null || amount < upper ? amount : upper;
          if (top > lower) exact += (top - lower) * rates[k];
          if (upper !== null) lower = upper;
        }
        const difference = fee(k, amount) * 100_000n - exact;
        expect(difference >= -50_000n && difference <= 50_000n).toBe(true);
      }),
    );
  });

  it('is never more than the first band’s rate times the amount', () => {
    fc.assert(
      fc.property(kind, fen, (k, amount) => {
        const first = AGENCY_FEE_BANDS[0]!.rates[k];
        expect(fee(k, amount) * 100_000n).toBeLessThanOrEqual(amount * first + 50_000n);
      }),
    );
  });
});
