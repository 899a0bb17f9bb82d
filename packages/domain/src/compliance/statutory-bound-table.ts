import { type ObjectionPeriod, replyPeriodOf } from '../objections/objection-periods';
import type { BiddingMethod } from '../projects/bidding-method';
import type { Label } from '../shared/labels';
import type { RefusalCode } from '../shared/refusal-messages';
import type { Regime } from './procurement-regime';
import { cite, citeAll, STATUTES } from './statutory-citations';

/**
 * The one table of the statutory bounds (STATUTORY_BOUNDS): each rule's days, how they are counted, what
 * they are counted from and the article they come from, by regime and method. statutory-bounds.ts lays
 * them on a project's facts.
 */
/** The events a bound is counted from. */
export type BoundAnchor =
  | 'prequalificationIssued'
  | 'applicationDeadline'
  | 'documentsIssued'
  | 'bidDeadline'
  | 'objection'
  | 'evaluationReport'
  | 'resultPublicity'
  | 'award'
  | 'contract';

/** A bound's limit is the earliest an act may come (`notBefore`) or the last day it may come (`by`). */
export type BoundDirection = 'notBefore' | 'by';

/** Calendar days, or working days by the holiday calendar. */
export type DayCount = 'calendar' | 'working';

/** The rule of one regime or method: how many days, counted how, from what, by which article. */
export interface BoundRule {
  readonly citation: Label;
  readonly days: number;
  readonly count: DayCount;
  readonly anchor: BoundAnchor;
  /** `after` the anchor, or `before` it: a cut-off counted back from the bid deadline. */
  readonly counted: 'after' | 'before';
  /** The refusal publicationRefusal gives when a notice breaks the rule; only rules a notice can break. */
  readonly refusal?: RefusalCode;
  /**
   * The article binds only a project that must be tendered by law (依法必须进行招标的项目, §3
   * isTenderByLaw): 招标投标法 第二十四条 and 第四十七条, 实施条例 第五十四条. Another tender sets its own
   * reasonable times (第二十四条's first sentence), so the bound does not apply to it.
   */
  readonly mandatoryTenderingOnly?: true;
  /**
   * Where the bound is counted from for a bidder that did not win, when that differs (a bond's refund in
   * government procurement: the award for the others, the contract for the winner).
   */
  readonly unsuccessfulAnchor?: BoundAnchor;
}

/** One statutory bound: its direction, its meaning, and its rule under each regime and method. */
export interface BoundDefinition {
  readonly direction: BoundDirection;
  readonly description: Label;
  /** The rule of each regime; null where the regime has no such bound. */
  readonly tendering: BoundRule | null;
  readonly procurement: BoundRule | null;
  /** A method's own rule, which wins over its regime's; null where the method has no such bound. */
  readonly byMethod?: Partial<Record<BiddingMethod, BoundRule | null>>;
}

function rule(
  days: number,
  count: DayCount,
  anchor: BoundAnchor,
  citation: Label,
  more: {
    counted?: 'after' | 'before';
    refusal?: RefusalCode;
    mandatoryTenderingOnly?: true;
    unsuccessfulAnchor?: BoundAnchor;
  } = {},
): BoundRule {
  return { citation, days, count, anchor, counted: more.counted ?? 'after', ...more };
}

/** The reply period of an objection to the documents (objection-periods.ts), as a bound's rule. */
function objectionReplyRule(regime: Regime, citation?: Label): BoundRule {
  const period = replyPeriodOf('tenderDocuments', regime) as ObjectionPeriod;
  return rule(period.days, period.count, 'objection', citation ?? period.citation);
}

const NONE_FOR_SINGLE_SOURCE_OR_OTHER = { 单一来源采购: null, 其他采购方式: null } as const;

/**
 * Every statutory bound, in the order a project meets them: the one home of each rule's days and article.
 * Where a period differs by regime or method, each has its own rule; where a regime has no such duty, null.
 */
export const STATUTORY_BOUNDS = {
  // A project prequalifies its bidders (资格预审) when it publishes a prequalification notice; these two
  // are laid only then (statutory-bounds.ts).
  applicationDeadlineEarliest: {
    direction: 'notBefore',
    description: {
      en: 'The deadline for prequalification applications leaves the applicants the least time the law allows',
      zh: '提交资格预审申请文件的截止时间须给申请人留足法定时间',
    },
    // 第十六条: on sale at least 5 days; 第十七条: applications no sooner than 5 days after the sale stops,
    // for a project tendered by law. The sale's end is not recorded, so the least the two allow together.
    tendering: rule(10, 'calendar', 'prequalificationIssued', cite(STATUTES.tenderingRegulations, 16, 17), {
      refusal: 'applicationDeadlineTooEarly',
      mandatoryTenderingOnly: true,
    }),
    // 政府采购法实施条例 第二十一条: applications no sooner than 5 working days after the notice, whatever
    // the method that prequalifies.
    procurement: rule(5, 'working', 'prequalificationIssued', cite(STATUTES.procurementRegulations, 21), {
      refusal: 'applicationDeadlineTooEarlyProcurement',
    }),
  },
  qualificationObjectionCutoff: {
    direction: 'by',
    description: {
      en: 'The last day to object to the prequalification documents (异议)',
      zh: '对资格预审文件提出异议的最后一日',
    },
    tendering: rule(2, 'calendar', 'applicationDeadline', cite(STATUTES.tenderingRegulations, 22), {
      counted: 'before',
    }),
    // A supplier questions (质疑) the prequalification documents within 7 working days of knowing them
    // (政府采购法 第五十二条): a window from each supplier's own day, which the platform does not record.
    procurement: null,
  },
  bidDeadlineEarliest: {
    direction: 'notBefore',
    description: {
      en: 'The bid deadline leaves the bidders the least time the law allows to prepare their bids',
      zh: '投标截止时间须给投标人留足法定的编制投标文件时间',
    },
    tendering: rule(20, 'calendar', 'documentsIssued', cite(STATUTES.tenderingLaw, 24), {
      refusal: 'bidDeadlineTooEarly',
      mandatoryTenderingOnly: true,
    }),
    procurement: rule(20, 'calendar', 'documentsIssued', cite(STATUTES.procurementLaw, 35), {
      refusal: 'bidDeadlineTooEarlyProcurement',
    }),
    byMethod: {
      竞争性磋商: rule(10, 'calendar', 'documentsIssued', cite(STATUTES.consultationMeasures, 10), {
        refusal: 'responseDeadlineTooEarlyConsultation',
      }),
      竞争性谈判: rule(3, 'working', 'documentsIssued', cite(STATUTES.nonTenderingMeasures, 29), {
        refusal: 'responseDeadlineTooEarlyNegotiation',
      }),
      询价采购: rule(3, 'working', 'documentsIssued', cite(STATUTES.nonTenderingMeasures, 45), {
        refusal: 'responseDeadlineTooEarlyInquiry',
      }),
      // A single source is negotiated with one supplier: no bids are prepared against a deadline.
      ...NONE_FOR_SINGLE_SOURCE_OR_OTHER,
    },
  },
  documentSaleWindow: {
    direction: 'notBefore',
    description: {
      en: 'The tender documents stay on sale at least this long (shown, not enforced: the end of the sale is not recorded)',
      zh: '招标文件发售期不得少于法定期限（仅提示：平台未记录发售截止时间）',
    },
    tendering: rule(5, 'calendar', 'documentsIssued', cite(STATUTES.tenderingRegulations, 16)),
    procurement: rule(5, 'working', 'documentsIssued', cite(STATUTES.procurementTenderingMeasures, 18)),
    // 87号令 governs tenders only; the other methods' documents have no sale period of their own here.
    byMethod: { 竞争性磋商: null, 竞争性谈判: null, 询价采购: null, ...NONE_FOR_SINGLE_SOURCE_OR_OTHER },
  },
  clarificationCutoff: {
    direction: 'by',
    description: {
      en: 'The last day a clarification or change that may affect the bids can be published without moving the bid deadline',
      zh: '可能影响投标文件编制的澄清或修改，最迟于此日发出，否则须顺延投标截止时间',
    },
    tendering: rule(
      15,
      'calendar',
      'bidDeadline',
      citeAll(cite(STATUTES.tenderingLaw, 23), cite(STATUTES.tenderingRegulations, 21)),
      { counted: 'before', refusal: 'lateCorrection' },
    ),
    procurement: rule(15, 'calendar', 'bidDeadline', cite(STATUTES.procurementTenderingMeasures, 27), {
      counted: 'before',
      refusal: 'lateCorrectionProcurement',
    }),
    byMethod: {
      竞争性磋商: rule(5, 'calendar', 'bidDeadline', cite(STATUTES.consultationMeasures, 10), {
        counted: 'before',
        refusal: 'lateCorrectionConsultation',
      }),
      竞争性谈判: rule(3, 'working', 'bidDeadline', cite(STATUTES.nonTenderingMeasures, 29), {
        counted: 'before',
        refusal: 'lateCorrectionNegotiation',
      }),
      询价采购: rule(3, 'working', 'bidDeadline', cite(STATUTES.nonTenderingMeasures, 45), {
        counted: 'before',
        refusal: 'lateCorrectionInquiry',
      }),
      ...NONE_FOR_SINGLE_SOURCE_OR_OTHER,
    },
  },
  documentObjectionCutoff: {
    direction: 'by',
    description: {
      en: 'The last day to object to the tender documents (异议), or to challenge them (质疑) in government procurement',
      zh: '对招标文件提出异议（政府采购中为提出质疑）的最后一日',
    },
    tendering: rule(10, 'calendar', 'bidDeadline', cite(STATUTES.tenderingRegulations, 22), {
      counted: 'before',
    }),
    // 质疑 within 7 working days of knowing of the harm; for the documents, counted from their issue.
    procurement: rule(7, 'working', 'documentsIssued', cite(STATUTES.procurementLaw, 52)),
  },
  objectionReply: {
    direction: 'by',
    description: {
      en: 'Each objection is answered by this day',
      zh: '每项异议或质疑须于此日前答复',
    },
    // Each objection's own bound is its reply clock (objection-clocks.ts); these rules, shown while no
    // objection has come in, are the documents' period of each regime from the same table: 3 days
    // (art. 22, and art. 54 for the candidates), or 7 working days for a 质疑.
    tendering: objectionReplyRule('tendering', cite(STATUTES.tenderingRegulations, 22, 54)),
    procurement: objectionReplyRule('procurement'),
  },
  candidatePublicityStart: {
    direction: 'by',
    description: {
      en: 'The winning candidates are publicised within 3 days of receiving the evaluation report',
      zh: '须自收到评标报告之日起3日内公示中标候选人',
    },
    tendering: rule(3, 'calendar', 'evaluationReport', cite(STATUTES.tenderingRegulations, 54), {
      mandatoryTenderingOnly: true,
    }),
    // Government procurement announces its result directly; it has no candidate publicity.
    procurement: null,
  },
  candidatePublicity: {
    direction: 'notBefore',
    description: {
      en: 'The winning candidates are publicised at least this long before the result is announced',
      zh: '中标候选人公示期满后方可发布中标结果公告',
    },
    tendering: rule(3, 'calendar', 'resultPublicity', cite(STATUTES.tenderingRegulations, 54), {
      refusal: 'resultAnnouncementTooEarly',
      mandatoryTenderingOnly: true,
    }),
    // Government procurement announces its result directly; it has no candidate publicity.
    procurement: null,
  },
  contractSigning: {
    direction: 'by',
    description: {
      en: 'The contract is signed by this day',
      zh: '须于此日前签订书面合同',
    },
    tendering: rule(30, 'calendar', 'award', cite(STATUTES.tenderingLaw, 46)),
    procurement: rule(30, 'calendar', 'award', cite(STATUTES.procurementLaw, 46)),
  },
  filingReport: {
    direction: 'by',
    description: {
      en: 'The written report on the tender reaches the supervising department by this day',
      zh: '须于此日前向有关行政监督部门提交招标投标情况的书面报告',
    },
    tendering: rule(15, 'calendar', 'award', cite(STATUTES.tenderingLaw, 47), {
      mandatoryTenderingOnly: true,
    }),
    procurement: null,
  },
  bondRefund: {
    direction: 'by',
    description: {
      en: 'The bid bonds are refunded by this day',
      zh: '须于此日前退还投标保证金',
    },
    // 实施条例 第五十七条: to the winner and the others alike, within 5 days of the written contract.
    tendering: rule(5, 'calendar', 'contract', cite(STATUTES.tenderingRegulations, 57)),
    // 政府采购法实施条例 第三十三条 (87号令 第三十八条 alike): to the others within 5 working days of the
    // award notice (中标通知书发出之日), to the winner within 5 working days of the contract.
    procurement: rule(
      5,
      'working',
      'contract',
      citeAll(cite(STATUTES.procurementRegulations, 33), cite(STATUTES.procurementTenderingMeasures, 38)),
      { unsuccessfulAnchor: 'award' },
    ),
  },
} as const satisfies Record<string, BoundDefinition>;

export type BoundId = keyof typeof STATUTORY_BOUNDS;

export const BOUND_IDS = Object.keys(STATUTORY_BOUNDS) as BoundId[];
