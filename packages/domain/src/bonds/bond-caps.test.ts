import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Regime } from '../compliance/procurement-regime';
import { fillTemplate } from '../shared/message-catalogue';
import { compareMoney, fromFen, type Money, toFen } from '../shared/money';
import { REFUSAL_MESSAGES } from '../shared/refusal-messages';
import { type BondKind, bondCap, bondCapRefusal, bondKindOf } from './bond-caps';

const m = (amount: string) => amount as Money;

describe('bondKindOf: the absolute cap a package category names', () => {
  it.each([
    ['工程', 'works'],
    ['施工', 'works'],
    ['货物', 'goods'],
    ['工程勘察', 'surveyDesign'],
    ['设计服务', 'surveyDesign'],
    ['服务', 'other'],
    [null, 'other'],
  ] as const)('%s → %s', (category, kind) => {
    expect(bondKindOf(category)).toBe(kind);
  });
});

describe('bondCap: the most a bid bond may be', () => {
  it.each([
    [
      '招标投标法实施条例 第二十六条: 2 % of a service estimate of 1,000,000.00',
      { regime: 'tendering', kind: 'other', estimate: m('1000000.00') },
      '20000.00',
      '招标投标法实施条例 第二十六条',
    ],
    [
      '招标投标法实施条例 第二十六条: 2 % rounds down to the fen (1,234.57 → 24.69)',
      { regime: 'tendering', kind: 'other', estimate: m('1234.57') },
      '24.69',
      '招标投标法实施条例 第二十六条',
    ],
    [
      '工程建设项目施工招标投标办法 第三十七条: 80万 binds works estimated above 4,000万',
      { regime: 'tendering', kind: 'works', estimate: m('50000000.00') },
      '800000.00',
      '工程建设项目施工招标投标办法 第三十七条',
    ],
    [
      '招标投标法实施条例 第二十六条: works of exactly 4,000万 are capped by the 2 % at the same 80万',
      { regime: 'tendering', kind: 'works', estimate: m('40000000.00') },
      '800000.00',
      '招标投标法实施条例 第二十六条',
    ],
    [
      '工程建设项目货物招标投标办法 第二十七条: 80万 binds goods estimated at 9,000万',
      { regime: 'tendering', kind: 'goods', estimate: m('90000000.00') },
      '800000.00',
      '工程建设项目货物招标投标办法 第二十七条',
    ],
    [
      '工程建设项目勘察设计招标投标办法 第二十四条: 10万 binds design estimated at 600万',
      { regime: 'tendering', kind: 'surveyDesign', estimate: m('6000000.00') },
      '100000.00',
      '工程建设项目勘察设计招标投标办法 第二十四条',
    ],
    [
      '工程建设项目勘察设计招标投标办法 第二十四条: 10万 binds without an estimate',
      { regime: 'tendering', kind: 'surveyDesign', estimate: null },
      '100000.00',
      '工程建设项目勘察设计招标投标办法 第二十四条',
    ],
    [
      '政府采购法实施条例 第三十三条: 2 % of the budget, no absolute cap even for goods of 9,000万',
      { regime: 'procurement', kind: 'goods', estimate: m('90000000.00') },
      '1800000.00',
      '政府采购法实施条例 第三十三条',
    ],
  ] as const)('%s', (_, terms, amount, citation) => {
    const cap = bondCap(terms);
    expect(cap.amount).toBe(amount);
    expect(cap.citation?.zh).toBe(citation);
  });

  it('caps nothing without an estimate where no absolute cap applies (实施条例 第二十六条 needs the estimate)', () => {
    expect(bondCap({ regime: 'tendering', kind: 'other', estimate: null })).toMatchObject({
      amount: null,
      citation: null,
    });
  });
});

describe('bondCapRefusal', () => {
  const cap = bondCap({ regime: 'tendering', kind: 'works', estimate: m('50000000.00') });

  it('工程建设项目施工招标投标办法 第三十七条: takes 800,000.00 and refuses a fen more, naming the cap', () => {
    expect(bondCapRefusal(m('800000.00'), cap)).toBeUndefined();
    const refused = bondCapRefusal(m('800000.01'), cap);
    expect(refused).toMatchObject({ code: 'bondOverCapWorks', values: { cap: '800000.00' } });
    expect(fillTemplate(REFUSAL_MESSAGES.bondOverCapWorks.zh, refused?.values)).toContain(
      '工程建设项目施工招标投标办法 第三十七条',
    );
  });

  it('政府采购法实施条例 第三十三条: refuses above 2 % of the budget', () => {
    const budget = bondCap({ regime: 'procurement', kind: 'other', estimate: m('100000.00') });
    expect(bondCapRefusal(m('2000.00'), budget)).toBeUndefined();
    expect(bondCapRefusal(m('2000.01'), budget)?.code).toBe('bondOverCapProcurement');
  });

  it('refuses nothing where nothing caps the bond', () => {
    expect(
      bondCapRefusal(m('99999999.00'), bondCap({ regime: 'tendering', kind: 'other', estimate: null })),
    ).toBeUndefined();
  });
});

describe('bondCap and bondCapRefusal hold for any estimate, kind and amount', () => {
  /** The absolute caps in fen, as the measures word them: 八十万元 (works, goods), 十万元 (survey and design). */
  const ABSOLUTE_FEN = { works: 80_000_000n, goods: 80_000_000n, surveyDesign: 10_000_000n, other: null };
  const terms = fc.record({
    regime: fc.constantFrom('tendering', 'procurement' as const),
    kind: fc.constantFrom('works', 'goods', 'surveyDesign', 'other' as const),
    estimate: fc.option(fc.bigInt({ min: 0n, max: 10n ** 13n }).map(fromFen)),
  });
  const amount = fc.bigInt({ min: 1n, max: 10n ** 11n });
  /** min(2 % of the estimate rounded down to the fen, the absolute cap where the regime has one), in fen. */
  const expectedCapFen = (t: { regime: Regime; kind: BondKind; estimate: Money | null }) => {
    const percent = t.estimate === null ? null : (toFen(t.estimate) * 2n) / 100n;
    const absolute = t.regime === 'tendering' ? ABSOLUTE_FEN[t.kind] : null;
    if (percent === null) return absolute;
    return absolute === null || percent < absolute ? percent : absolute;
  };

  it('refuses a bond exactly when it exceeds min(2 % of the estimate, the absolute cap)', () => {
    fc.assert(
      fc.property(terms, amount, (t, fen) => {
        const capFen = expectedCapFen(t);
        const refused = bondCapRefusal(fromFen(fen), bondCap(t));
        expect(refused !== undefined).toBe(capFen !== null && fen > capFen);
        if (refused) expect(refused.values.cap).toBe(fromFen(capFen as bigint));
      }),
    );
  });

  it('never exceeds the 2 % nor the absolute cap', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const cap = bondCap(t);
        if (cap.amount === null) return;
        for (const bound of [cap.percentOfEstimate, cap.absolute]) {
          if (bound !== null) expect(compareMoney(cap.amount, bound)).toBeLessThanOrEqual(0);
        }
        expect(cap.citation).not.toBeNull();
      }),
    );
  });

  it('accepts any bond up to the cap', () => {
    const capped = terms
      .map((t) => ({ t, capFen: expectedCapFen(t) }))
      .filter((c): c is { t: typeof c.t; capFen: bigint } => c.capFen !== null && c.capFen > 0n);
    fc.assert(
      fc.property(
        capped.chain(({ t, capFen }) => fc.tuple(fc.constant(t), fc.bigInt({ min: 1n, max: capFen }))),
        ([t, fen]) => {
          expect(bondCapRefusal(fromFen(fen), bondCap(t))).toBeUndefined();
        },
      ),
    );
  });
});
