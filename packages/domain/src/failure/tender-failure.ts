import type { Blocker, BlockerCode } from '../circulation/blockers';
import type { Regime } from '../compliance/procurement-regime';
import { cite, citeAll, STATUTES } from '../compliance/statutory-citations';
import type { Label } from '../shared/labels';

/** The blockers of §5 that count suppliers short of three: the ones that fail a tender. */
export const SHORTFALL_CODES = [
  'sign-up-too-few-registered',
  'sign-up-too-few-approved',
  'sign-up-too-few-valid-bid-documents',
  'sign-up-too-few-online-sign-ins',
  'qualification-purchase-too-few-registered',
  'qualification-purchase-too-few-approved',
  'qualification-result-too-few-passed',
  'qualification-result-no-package-with-enough-passed',
] as const satisfies readonly BlockerCode[];
export type ShortfallCode = (typeof SHORTFALL_CODES)[number];

/** Whether a blocker is one of the counts below three. */
export function isShortfall(blocker: Pick<Blocker, 'code'>): blocker is Blocker & { code: ShortfallCode } {
  return (SHORTFALL_CODES as readonly string[]).includes(blocker.code);
}

/** A count that fell short, with the article that says what follows from it. */
export interface Shortfall {
  readonly code: ShortfallCode;
  readonly count: number;
  readonly minimum: number;
  readonly message: Label;
  readonly citation: Label;
}

// 招标投标法 第二十八条 and 实施条例 第四十四条: fewer than 3 bidders — no opening, 依法重新招标.
const TOO_FEW_BIDDERS: Label = citeAll(
  cite(STATUTES.tenderingLaw, 28),
  cite(STATUTES.tenderingRegulations, 44),
);
// 实施条例 第十九条: 通过资格预审的申请人少于3个的，应当重新招标.
const TOO_FEW_QUALIFIED: Label = cite(STATUTES.tenderingRegulations, 19);
// 政府采购法 第三十六条 (废标) and 87号令 第四十三条 (投标人或通过审查的投标人不足3家).
const PROCUREMENT_FAILED: Label = citeAll(
  cite(STATUTES.procurementLaw, 36),
  cite(STATUTES.procurementTenderingMeasures, 43),
);

function citationOf(code: ShortfallCode, regime: Regime): Label {
  if (regime === 'procurement') return PROCUREMENT_FAILED;
  return code.startsWith('sign-up-') ? TOO_FEW_BIDDERS : TOO_FEW_QUALIFIED;
}

/** Whether the tender has failed (a count below three) and which counts fell short, each with its article. */
export interface TenderFailure {
  readonly failed: boolean;
  readonly shortfalls: readonly Shortfall[];
  /**
   * The fewest suppliers any short count has: how many could go on to a negotiation with the approval
   * (lawfulExits, 74号令 第二十七条第二款); null when nothing fell short.
   */
  readonly fewestSuppliers: number | null;
}

/**
 * The failure of a tender from the step's §5 blockers (§4 exceptions, §5 "too few"): it has failed when
 * any count of sign-ups, approvals, bids, sign-ins, purchases or passers is below three. Other blockers
 * (objections, statutory bounds) do not fail it.
 */
export function tenderFailure(blockers: readonly Blocker[], regime: Regime): TenderFailure {
  const shortfalls = blockers.filter(isShortfall).map((blocker) => ({
    code: blocker.code,
    count: blocker.count,
    minimum: blocker.minimum,
    message: blocker.message,
    citation: citationOf(blocker.code, regime),
  }));
  return {
    failed: shortfalls.length > 0,
    shortfalls,
    fewestSuppliers: shortfalls.length > 0 ? Math.min(...shortfalls.map((s) => s.count)) : null,
  };
}
