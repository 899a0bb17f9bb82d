import type { Regime } from '../compliance/procurement-regime';
import { cite, STATUTES } from '../compliance/statutory-citations';
import type { Label } from '../shared/labels';
import { compareMoney, fromFen, type Money, toFen } from '../shared/money';
import type { RefusalCode } from '../shared/refusal-messages';

/**
 * How much a bid bond may be: the one home of the caps a bond payment is checked against (Bonds/SavePayment
 * refuses one above them, the ledger panel shows them).
 *
 * - 招标投标法实施条例 第二十六条: 投标保证金不得超过招标项目估算价的2%.
 * - 政府采购法实施条例 第三十三条: 投标保证金不得超过采购项目预算金额的2%.
 * - By what is tendered (the package's 采购类别, §3 purchaserType), an absolute cap on top of the 2 %:
 *   工程建设项目施工招标投标办法 第三十七条 and 工程建设项目货物招标投标办法 第二十七条 — 最高不得超过
 *   八十万元人民币; 工程建设项目勘察设计招标投标办法 第二十四条 — 最多不超过十万元人民币. Those three
 *   bind engineering projects under 招标投标法 only; government procurement has the 2 % alone.
 */
export type BondKind = 'works' | 'goods' | 'surveyDesign' | 'other';

interface CapRule {
  readonly citation: Label;
  /** The refusal of a bond above this cap, naming its article and words. */
  readonly refusal: RefusalCode;
}

const ABSOLUTE_CAPS: Readonly<Record<BondKind, (CapRule & { readonly amount: Money }) | null>> = {
  works: {
    amount: '800000.00' as Money,
    citation: cite(STATUTES.worksTenderingMeasures, 37),
    refusal: 'bondOverCapWorks',
  },
  goods: {
    amount: '800000.00' as Money,
    citation: cite(STATUTES.goodsTenderingMeasures, 27),
    refusal: 'bondOverCapGoods',
  },
  surveyDesign: {
    amount: '100000.00' as Money,
    citation: cite(STATUTES.surveyDesignTenderingMeasures, 24),
    refusal: 'bondOverCapSurveyDesign',
  },
  other: null,
};

const PERCENT_CAPS: Readonly<Record<Regime, CapRule>> = {
  tendering: { citation: cite(STATUTES.tenderingRegulations, 26), refusal: 'bondOverCapTendering' },
  procurement: { citation: cite(STATUTES.procurementRegulations, 33), refusal: 'bondOverCapProcurement' },
};

/** The cap's percent of the estimate (or budget), in hundredths: 2 %. */
const CAP_PERCENT = 2n;

/**
 * What a package's category (§3 purchaserType: 工程, 货物, 服务, or free text) says of its bond's absolute
 * cap: survey or design (勘察, 设计) first, since they are services of engineering projects; then works and
 * goods; anything else has none.
 */
export function bondKindOf(purchaserType: string | null | undefined): BondKind {
  const text = purchaserType ?? '';
  if (/勘察|设计/.test(text)) return 'surveyDesign';
  if (text.includes('工程') || text.includes('施工')) return 'works';
  if (text.includes('货物')) return 'goods';
  return 'other';
}

/** The cap on a package's bond: the lower of 2 % of its estimate and the absolute cap, with both articles. */
export interface BondCap {
  /** The most a bond may be; null when neither an estimate nor an absolute cap bounds it. */
  readonly amount: Money | null;
  /** 2 % of the estimate, rounded down to the fen (a bond of whole fen is within it exactly when ≤). */
  readonly percentOfEstimate: Money | null;
  readonly absolute: Money | null;
  /** The article of the cap that binds (the lower one); null when nothing caps the bond. */
  readonly citation: Label | null;
  /** The refusal of a bond above it. */
  readonly refusal: RefusalCode | null;
}

export function bondCap(terms: {
  readonly regime: Regime;
  readonly kind: BondKind;
  /** The package's estimate (its budget, §3 groupBudget); null when not given. */
  readonly estimate: Money | null;
}): BondCap {
  const percent = PERCENT_CAPS[terms.regime];
  const absolute = terms.regime === 'tendering' ? ABSOLUTE_CAPS[terms.kind] : null;
  const percentOfEstimate =
    terms.estimate === null ? null : fromFen((toFen(terms.estimate) * CAP_PERCENT) / 100n);
  const absoluteBinds =
    absolute !== null && (percentOfEstimate === null || compareMoney(absolute.amount, percentOfEstimate) < 0);
  const binding = absoluteBinds ? absolute : percentOfEstimate === null ? null : percent;
  return {
    amount: absoluteBinds ? absolute.amount : percentOfEstimate,
    percentOfEstimate,
    absolute: absolute?.amount ?? null,
    citation: binding?.citation ?? null,
    refusal: binding?.refusal ?? null,
  };
}

/** Why a bond may not be taken: the refusal's code, its values (the cap) and the article. */
export interface BondCapRefusal {
  readonly code: RefusalCode;
  readonly values: { readonly cap: string };
  readonly citation: Label;
}

/** The refusal of a bond above its cap, or undefined when within it (or nothing caps it). */
export function bondCapRefusal(amount: Money, cap: BondCap): BondCapRefusal | undefined {
  if (cap.amount === null || compareMoney(amount, cap.amount) <= 0) return undefined;
  return {
    code: cap.refusal as RefusalCode,
    values: { cap: cap.amount },
    citation: cap.citation as Label,
  };
}
