import { type Regime, regimeOf } from '../compliance/procurement-regime';
import { cite, STATUTES } from '../compliance/statutory-citations';
import { ConflictError } from '../shared/errors';
import type { Label } from '../shared/labels';
import { addMoney, compareMoney, type Money } from '../shared/money';
import { refusal } from '../shared/refusal-messages';
import { type Committee, committeeKept } from './committee';
import { avoidedPartyOf } from './expert-draw';

/**
 * The composition of an evaluation committee as the law sets it (ADR 0019): the
 * tenderer's or purchaser's representatives and the experts, an odd number of at least five of whom at
 * least two thirds are experts (招标投标法 第三十七条; 政府采购货物和服务招标投标管理办法 第四十七条), seven
 * where government procurement asks a larger committee, and no expert of, or tied to, a bidder, the
 * purchaser or the agency (回避). The draw already avoids the parties; this check catches an expert
 * seated by hand before a party was known, or a bidder that signed up after the draw. A representative
 * represents the purchaser, so only a representative of a bidder breaks it (第三十七条: no one with an
 * interest in a bidder sits on the committee), as when the bidder signed up after they were seated. The server refuses
 * marks and the flow's leaving the evaluation step on any breach; the committee panel lists them.
 */

/** A budget from which government procurement asks a larger committee: 10 million yuan (第四十七条). */
export const LARGER_COMMITTEE_BUDGET = '10000000.00' as Money;

export type CommitteeRuleCode =
  | 'committee-too-small'
  | 'committee-even'
  | 'committee-too-few-experts'
  | 'committee-member-avoided'
  | 'committee-representative-of-bidder';

/** One rule the committee breaks: which, its article, and what it asks of this committee. */
export interface CommitteeBreach {
  readonly code: CommitteeRuleCode;
  readonly citation: Label;
  readonly description: Label;
}

/** What the size rules read of the project: its regime (regimeOf), method and budget. */
export interface CommitteeProject {
  readonly biddingMethod?: string | null;
  readonly capitalSource?: string | null;
  readonly projectBudget?: Money | null;
  readonly sGroupList?: readonly { readonly groupBudget?: Money | null }[];
}

/** Why a committee must have its minimum: the standard size, or government procurement's larger one. */
export type SizeReason = 'standard' | 'non-tendering' | 'budget' | 'marked';

export interface CommitteeSize {
  readonly minimum: number;
  readonly reason: SizeReason;
  readonly citation: Label;
}

/** The methods whose committee (谈判小组, 询价小组, 磋商小组) is at least three (not a tender's five). */
const SMALL_PANEL_METHODS: Readonly<Record<string, Label>> = {
  竞争性谈判: cite(STATUTES.nonTenderingMeasures, 7),
  询价采购: cite(STATUTES.nonTenderingMeasures, 7),
  其他采购方式: cite(STATUTES.nonTenderingMeasures, 7),
  竞争性磋商: cite(STATUTES.consultationMeasures, 14),
};

/**
 * The budget the project holds: its own budget, else its packages' budgets added up; null when neither
 * is set (then no budget asks a larger committee).
 */
export function committeeBudgetOf(
  project: Pick<CommitteeProject, 'projectBudget' | 'sGroupList'>,
): Money | null {
  if (project.projectBudget != null) return project.projectBudget;
  const budgets = (project.sGroupList ?? []).flatMap((g) => (g.groupBudget == null ? [] : [g.groupBudget]));
  return budgets.length > 0 ? addMoney(...budgets) : null;
}

/** The article of the size and two-thirds rules of a committee under `regime`. */
function compositionCitation(regime: Regime): Label {
  return regime === 'tendering'
    ? cite(STATUTES.tenderingLaw, 37)
    : cite(STATUTES.procurementTenderingMeasures, 47);
}

/**
 * The least number of members the committee must have, and why: five (第三十七条, 第四十七条); seven for
 * a government procurement tender of a budget of 10 million yuan or more, or marked technically complex
 * or of great social impact (第四十七条); three for a non-tendering procurement method's panel.
 */
export function committeeSize(project: CommitteeProject, largerRequired: boolean): CommitteeSize {
  const regime = regimeOf(project);
  const panel = project.biddingMethod ? SMALL_PANEL_METHODS[project.biddingMethod] : undefined;
  if (regime === 'procurement' && panel) return { minimum: 3, reason: 'non-tendering', citation: panel };
  const citation = compositionCitation(regime);
  if (regime === 'procurement') {
    const budget = committeeBudgetOf(project);
    if (budget !== null && compareMoney(budget, LARGER_COMMITTEE_BUDGET) >= 0)
      return { minimum: 7, reason: 'budget', citation };
    if (largerRequired) return { minimum: 7, reason: 'marked', citation };
  }
  return { minimum: 5, reason: 'standard', citation };
}

/** The article of avoidance under `regime`. */
function avoidanceCitation(regime: Regime): Label {
  return regime === 'tendering'
    ? cite(STATUTES.tenderingRegulations, 46)
    : cite(STATUTES.procurementRegulations, 9);
}

const SIZE_REASONS: Record<SizeReason, Label> = {
  standard: { en: '', zh: '' },
  'non-tendering': { en: '', zh: '' },
  budget: { en: ' (a budget of 10 million yuan or more)', zh: '（采购预算1000万元以上）' },
  marked: {
    en: ' (technically complex or of great social impact)',
    zh: '（技术复杂或社会影响较大）',
  },
};

/**
 * Every rule the committee breaks, in the order of the rules: its size, an odd number, two thirds of
 * experts, then each expert of or tied to a party, then each representative of a bidder. A committee
 * nothing was kept of breaks none: the platform does not know it (committeeKept).
 */
export function committeeBreaches(
  committee: Pick<
    Committee,
    'members' | 'representatives' | 'recusals' | 'parties' | 'bidders' | 'largerRequired'
  >,
  project: CommitteeProject,
): CommitteeBreach[] {
  if (!committeeKept(committee)) return [];
  const regime = regimeOf(project);
  const size = committeeSize(project, committee.largerRequired);
  const experts = committee.members.length;
  const total = experts + committee.representatives.length;
  const because = SIZE_REASONS[size.reason];
  const breaches: CommitteeBreach[] = [];
  if (total < size.minimum) {
    breaches.push({
      code: 'committee-too-small',
      citation: size.citation,
      description: {
        en: `it has ${total} members, fewer than the ${size.minimum} it needs${because.en}`,
        zh: `成员${total}人，少于应有的${size.minimum}人${because.zh}`,
      },
    });
  }
  if (total % 2 === 0) {
    breaches.push({
      code: 'committee-even',
      citation: size.citation,
      description: {
        en: `it has ${total} members, an even number: it must be odd`,
        zh: `成员${total}人，应为单数`,
      },
    });
  }
  // Experts at least two thirds of the members: 3 × experts ≥ 2 × members, in whole numbers.
  if (total > 0 && experts * 3 < total * 2) {
    breaches.push({
      code: 'committee-too-few-experts',
      citation: size.citation,
      description: {
        en: `${experts} of its ${total} members are experts, fewer than two thirds`,
        zh: `${total}名成员中专家${experts}人，少于成员总数的三分之二`,
      },
    });
  }
  for (const member of committee.members) {
    const company = avoidedPartyOf(member, committee.parties);
    if (company === undefined) continue;
    breaches.push({
      code: 'committee-member-avoided',
      citation: avoidanceCitation(regime),
      description: {
        en: `expert ${member.name} is of, or tied to, ${company}, a bidder, the purchaser or the agency, and must recuse`,
        zh: `专家${member.name}来自或关联${company}（投标人、采购人或代理机构），应当回避`,
      },
    });
  }
  for (const { name, company } of committee.representatives) {
    if (!committee.bidders.includes(company.trim())) continue;
    breaches.push({
      code: 'committee-representative-of-bidder',
      citation: avoidanceCitation(regime),
      description: {
        en: `representative ${name} is of ${company.trim()}, a bidder, and must recuse`,
        zh: `代表${name}来自投标人${company.trim()}，应当回避`,
      },
    });
  }
  return breaches;
}

/**
 * Refuses a write that needs a lawful committee (the experts' marks) given the rules it breaks
 * (committeeBreaches): 409 naming the first rule broken and its article, in English as the wire is (§8).
 */
export function assertLawfulCommittee(breaches: readonly CommitteeBreach[]): void {
  const [breach] = breaches;
  if (breach === undefined) return;
  throw new ConflictError(
    refusal('committeeBreaksRule', { citation: breach.citation.en, rule: breach.description.en }),
  );
}
