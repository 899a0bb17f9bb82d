import type { Blocker } from '../circulation/blockers';
import { type Regime, regimeOf } from '../compliance/procurement-regime';
import { cite, citeAll, STATUTES } from '../compliance/statutory-citations';
import type { BidException } from '../exceptions/bid-exceptions';
import { type NonTenderingMethod, nonTenderingMethodCodes } from '../projects/bidding-method';
import { FileUsage } from '../projects/project-file';
import type { Label } from '../shared/labels';
import { type TenderFailure, tenderFailure } from './tender-failure';

/** The ways out of a failed tender, in the wizard's order. */
export type FailureExit = Extract<BidException, 'retender' | 'changeMethod' | 'terminate'>;

/** One lawful exit: its article and, for a change of method, what it may change to and what it needs. */
export interface LawfulExit {
  readonly exit: FailureExit;
  readonly citation: Label;
  /** changeMethod: the methods it may change to. */
  readonly methods?: readonly NonTenderingMethod[];
  /** changeMethod: the methods that may go on with the two suppliers left, with their article. */
  readonly withTwoSuppliers?: readonly { readonly method: NonTenderingMethod; readonly citation: Label }[];
  /** changeMethod always needs the approving authority's document, uploaded. */
  readonly needsApprovalDocument?: true;
}

/** Why a change of method is not lawful here, with the article: the server's 409. */
export interface ChangeMethodRefusal {
  readonly code: 'changeMethodNeedsRetender' | 'changeMethodNeedsFailure';
  readonly citation: Label;
}

export const RETENDER_CITATIONS: Readonly<Record<Regime, Label>> = {
  // 实施条例 第四十四条 (fewer than 3 bidders), 招标投标法 第四十二条 (every bid rejected): 重新招标.
  tendering: citeAll(cite(STATUTES.tenderingRegulations, 44), cite(STATUTES.tenderingLaw, 42)),
  // 政府采购法 第三十六条: 废标后，采购人应当将废标理由通知所有投标人, 重新组织招标; 87号令 第四十三条.
  procurement: citeAll(cite(STATUTES.procurementLaw, 36), cite(STATUTES.procurementTenderingMeasures, 43)),
};

export const CHANGE_METHOD_CITATIONS: Readonly<Record<Regime, Label>> = {
  // 重新招标后投标人仍少于三个的…报经原审批、核准部门审批、核准后可以不再进行招标.
  tendering: citeAll(cite(STATUTES.worksTenderingMeasures, 38), cite(STATUTES.goodsTenderingMeasures, 34)),
  // 政府采购法 第三十七条: 需要采取其他方式采购的，应当…获得设区的市、自治州以上人民政府采购监督管理部门的批准.
  procurement: citeAll(cite(STATUTES.procurementLaw, 37), cite(STATUTES.procurementTenderingMeasures, 43)),
};

export const TERMINATE_CITATIONS: Readonly<Record<Regime, Label>> = {
  // 实施条例 第三十一条: 终止招标的，应当及时发布公告…及时退还…投标保证金及银行同期存款利息.
  tendering: cite(STATUTES.tenderingRegulations, 31),
  // 87号令 第二十九条: 终止公告, and the bonds back within 5 working days of the termination.
  procurement: cite(STATUTES.procurementTenderingMeasures, 29),
};

/** 74号令 第二十七条第二款: a public tender with only two suppliers may go to 竞争性谈判 with them. */
const NEGOTIATION_WITH_TWO: Label = {
  zh: `${STATUTES.nonTenderingMeasures.zh} 第二十七条第二款`,
  en: `${STATUTES.nonTenderingMeasures.en}, art. 27(2)`,
};
/** 财库〔2015〕124号: 竞争性磋商 may go on with two suppliers in 政府购买服务 projects. */
const CONSULTATION_WITH_TWO: Label = { zh: '财库〔2015〕124号', en: 'Caiku [2015] No. 124' };

/** What the exits of a project depend on. */
export interface ExitSubject {
  readonly biddingMethod?: string | null;
  readonly capitalSource?: string | null;
  /** Set when this project is itself a re-tender (§4). */
  readonly rebiddingId?: number | null;
}

/**
 * Whether a change of method is lawful for this failed project: under 招标投标法 only after a re-tender
 * failed again (工程建设项目施工招标投标办法 第三十八条 / 货物 第三十四条); under 政府采购法 whenever the
 * tender failed (第三十七条), with the approval either way (needsApprovalDocument).
 */
export function changeMethodRefusal(
  project: ExitSubject,
  failure: Pick<TenderFailure, 'failed'>,
): ChangeMethodRefusal | undefined {
  const regime = regimeOf(project);
  if (!failure.failed) return { code: 'changeMethodNeedsFailure', citation: CHANGE_METHOD_CITATIONS[regime] };
  if (regime === 'tendering' && project.rebiddingId == null) {
    return { code: 'changeMethodNeedsRetender', citation: CHANGE_METHOD_CITATIONS.tendering };
  }
  return undefined;
}

/**
 * The lawful exits of a failed tender (§4 exceptions), each with its article: re-tender always; a change
 * of method where changeMethodRefusal allows it, always with the approval document, naming the methods
 * that may go on with two suppliers when exactly two are left (procurement only); terminate always.
 * None when the tender has not failed.
 */
export function lawfulExits(project: ExitSubject, failure: TenderFailure): LawfulExit[] {
  if (!failure.failed) return [];
  const regime = regimeOf(project);
  const change: LawfulExit[] = changeMethodRefusal(project, failure)
    ? []
    : [
        {
          exit: 'changeMethod',
          citation: CHANGE_METHOD_CITATIONS[regime],
          methods: nonTenderingMethodCodes,
          needsApprovalDocument: true,
          ...(regime === 'procurement' && failure.fewestSuppliers === 2
            ? {
                withTwoSuppliers: [
                  { method: '竞争性谈判' as const, citation: NEGOTIATION_WITH_TWO },
                  { method: '竞争性磋商' as const, citation: CONSULTATION_WITH_TWO },
                ],
              }
            : {}),
        },
      ];
  return [
    { exit: 'retender', citation: RETENDER_CITATIONS[regime] },
    ...change,
    { exit: 'terminate', citation: TERMINATE_CITATIONS[regime] },
  ];
}

/**
 * The exceptions offered while blockers exist (§6): when every blocker is a count below three the tender
 * has failed and its lawful exits are offered; with any other blocker (an objection, a broken bound)
 * only terminate and re-tender, as §6 says.
 */
export function exceptionsWhileBlocked(
  project: ExitSubject,
  blockers: readonly Pick<Blocker, 'code' | 'count' | 'minimum' | 'message'>[],
): FailureExit[] {
  const failure = tenderFailure(blockers as readonly Blocker[], regimeOf(project));
  const onlyShortfalls = failure.failed && failure.shortfalls.length === blockers.length;
  return onlyShortfalls ? lawfulExits(project, failure).map((e) => e.exit) : ['terminate', 'retender'];
}

/** What stops a failed tender's change of method: the law (409 with the article), or no approval (400). */
export type ChangeMethodOnFailureProblem =
  | { readonly kind: 'unlawful'; readonly refusal: ChangeMethodRefusal }
  | { readonly kind: 'approvalDocument' };

/**
 * Whether a failed tender may change its method now (ADR 0023): not where the law allows none
 * (changeMethodRefusal), and only with the approving authority's document among the project's files
 * (usage "12"; 政府采购法 第三十七条, 施工招标投标办法 第三十八条: 审批、核准后). Undefined when the
 * tender has not failed — §4's change of method on a running tender is not this rule's — or it may.
 */
export function changeMethodOnFailure(
  project: ExitSubject,
  blockers: readonly Blocker[],
  files: readonly { readonly usage: string }[],
): ChangeMethodOnFailureProblem | undefined {
  const failure = tenderFailure(blockers, regimeOf(project));
  if (!failure.failed) return undefined;
  const refusal = changeMethodRefusal(project, failure);
  if (refusal) return { kind: 'unlawful', refusal };
  return files.some((file) => file.usage === FileUsage.MethodChangeApproval)
    ? undefined
    : { kind: 'approvalDocument' };
}
