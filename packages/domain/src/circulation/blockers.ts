import type { StatutoryBound } from '../compliance/statutory-bounds';
import type { CommitteeBreach } from '../evaluation/committee-composition';
import { normaliseRouter } from '../flow/find-node';
import { SHELL_STEP_ROUTERS } from '../flow-templates/known-step-routers';
import type { StepSuspension } from '../objections/objection-suspension';
import type { RecordType } from '../records/records';
import { type Label, type Locale, labelIn } from '../shared/labels';
import type { CirculationFacts } from './circulation-facts';

/** Minimum number of suppliers, approved suppliers, valid bids, sign-ins or passers for circulation (§5, §9). */
export const MIN_CIRCULATION_COUNT = 3;

/** The routers of the steps that have circulation checks of their own (§2, §5). */
export const CIRCULATION_ROUTERS = {
  signUp: '/sign-up',
  qualificationPurchase: '/qualification-purchase',
  qualificationResult: '/qualification-result',
} as const;

/** Stable codes of the blocking messages of §5. */
export type BlockerCode =
  | 'unhandled-objections'
  | 'sign-up-too-few-registered'
  | 'sign-up-too-few-approved'
  | 'sign-up-too-few-valid-bid-documents'
  | 'sign-up-too-few-online-sign-ins'
  | 'qualification-purchase-too-few-registered'
  | 'qualification-purchase-too-few-approved'
  | 'qualification-result-too-few-passed'
  | 'qualification-result-no-package-with-enough-passed'
  | 'statutory-bound-broken'
  | 'committee-rule-broken'
  | 'objection-suspends-step';

/**
 * One reason the flow may not move on (§5). `count` is what the project has now; `minimum` what it
 * needs. Objections and broken statutory bounds are the inverted checks: any one blocks, so their
 * `minimum` is 0 and `count` how many there are (a blocker per broken bound, its count 1). For the
 * bid-package check `count` is the best package's passers.
 */
export interface Blocker {
  readonly code: BlockerCode;
  readonly count: number;
  readonly minimum: number;
  readonly message: Label;
}

/** A statutory bound the project's facts break (brokenBounds): what it asks, and its article. */
export type BrokenBound = Pick<StatutoryBound, 'id' | 'citation' | 'description'>;

/** "1 objection" versus "2 objections" in English; Chinese has no plural. */
function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

const messages: Record<
  BlockerCode,
  (
    count: number,
    minimum: number,
    bound?: Pick<BrokenBound, 'citation' | 'description'>,
    suspension?: StepSuspension,
  ) => Label
> = {
  'unhandled-objections': (n) => ({
    en: `The project has ${n} unhandled ${plural(n, 'objection or query', 'objections or queries')}`,
    zh: `该项目存在${n}条未处理的异议或质疑`,
  }),
  'sign-up-too-few-registered': (n, min) => ({
    en: `Fewer than ${min} suppliers have signed up (currently ${n})`,
    zh: `报名供应商不足${min}家（当前${n}家）`,
  }),
  'sign-up-too-few-approved': (n, min) => ({
    en: `Fewer than ${min} signed-up suppliers are approved (currently ${n})`,
    zh: `报名审核通过的供应商不足${min}家（当前${n}家）`,
  }),
  'sign-up-too-few-valid-bid-documents': (n, min) => ({
    en: `Fewer than ${min} valid bid documents have been submitted (currently ${n})`,
    zh: `有效递交的投标文件不足${min}份（当前${n}份）`,
  }),
  'sign-up-too-few-online-sign-ins': (n, min) => ({
    en: `Fewer than ${min} suppliers have signed in online (currently ${n})`,
    zh: `在线签到的供应商不足${min}家（当前${n}家）`,
  }),
  'qualification-purchase-too-few-registered': (n, min) => ({
    en: `Fewer than ${min} suppliers have registered to purchase the qualification documents (currently ${n})`,
    zh: `资格预审文件购买登记的供应商不足${min}家（当前${n}家）`,
  }),
  'qualification-purchase-too-few-approved': (n, min) => ({
    en: `Fewer than ${min} qualification document purchases are approved (currently ${n})`,
    zh: `资格预审文件购买审核通过的供应商不足${min}家（当前${n}家）`,
  }),
  'qualification-result-too-few-passed': (n, min) => ({
    en: `Fewer than ${min} applicants passed qualification (currently ${n})`,
    zh: `资格审查通过的申请人不足${min}家（当前${n}家）`,
  }),
  'qualification-result-no-package-with-enough-passed': (n, min) => ({
    en: `No bid package has at least ${min} applicants that passed qualification (at most ${n})`,
    zh: `没有任何标段（包）的资格审查通过申请人达到${min}家（最多${n}家）`,
  }),
  // The bound's meaning and article as STATUTORY_BOUNDS words them, in both languages.
  'statutory-bound-broken': (_n, _min, bound) => ({
    en: `The project breaks a statutory time limit (${bound?.citation.en}): ${bound?.description.en}`,
    zh: `该项目违反法定时限（${bound?.citation.zh}）：${bound?.description.zh}`,
  }),
  // The committee's rule and article as committeeBreaches words them.
  'committee-rule-broken': (_n, _min, rule) => ({
    en: `The evaluation committee breaks ${rule?.citation.en}: ${rule?.description.en}`,
    zh: `评标委员会的组成违反${rule?.citation.zh}：${rule?.description.zh}`,
  }),
  // 实施条例 第二十二条 / 第五十四条: until the objection is answered, the steps it is about wait.
  'objection-suspends-step': (_n, _min, _bound, suspension) => ({
    en: `An unanswered objection suspends the step ${suspension?.router} until it is answered (${suspension?.citation.en})`,
    zh: `存在未答复的异议，环节 ${suspension?.router} 暂停至作出答复（${suspension?.citation.zh}）`,
  }),
};

function blocker(
  code: BlockerCode,
  count: number,
  minimum: number,
  bound?: Pick<BrokenBound, 'citation' | 'description'>,
  suspension?: StepSuspension,
): Blocker {
  return { code, count, minimum, message: messages[code](count, minimum, bound, suspension) };
}

/** A blocker when `count` is under the minimum of §9. */
function atLeast(code: BlockerCode, count: number): Blocker[] {
  return count < MIN_CIRCULATION_COUNT ? [blocker(code, count, MIN_CIRCULATION_COUNT)] : [];
}

function signUpBlockers(facts: CirculationFacts, isTenderByLaw: boolean): Blocker[] {
  return [
    ...atLeast('sign-up-too-few-registered', facts.signUp.registered),
    ...atLeast('sign-up-too-few-approved', facts.signUp.approved),
    // Tendering by law also needs the bids themselves and the bidders present online, each on its own.
    ...(isTenderByLaw
      ? [
          ...atLeast('sign-up-too-few-valid-bid-documents', facts.signUp.validBidDocuments),
          ...atLeast('sign-up-too-few-online-sign-ins', facts.onlineSignIns),
        ]
      : []),
  ];
}

function qualificationResultBlockers(facts: CirculationFacts): Blocker[] {
  const best = Math.max(0, ...Object.values(facts.qualificationResult.passedPerGroup));
  return [
    ...atLeast('qualification-result-too-few-passed', facts.qualificationResult.passed),
    ...atLeast('qualification-result-no-package-with-enough-passed', best),
  ];
}

/**
 * The blocking messages for leaving the step served by `router` (§5): unhandled objections block every
 * step, and so does each statutory bound the project breaks (ADR 0022: a deadline too early, a late
 * correction that did not move it, a result announced before its publicity ran); the sign-up,
 * qualification-purchase and qualification-result steps add their minimums of 3.
 */
export function blockersFor(input: {
  readonly router: string | null | undefined;
  readonly facts: CirculationFacts;
  readonly isTenderByLaw: boolean | null | undefined;
  /** The bounds the project breaks (brokenBounds of its deadlines); none when not read. */
  readonly brokenBounds?: readonly BrokenBound[];
  /** The rules the evaluation committee breaks (committeeBreaches); they block the evaluation steps. */
  readonly committeeBreaches?: readonly CommitteeBreach[];
  /**
   * The steps of the move an unanswered objection suspends (suspensionOf the step left and the step
   * entered): the move waits for the reply, and the message cites the article.
   */
  readonly suspensions?: readonly StepSuspension[];
}): Blocker[] {
  const { facts } = input;
  const everyStep = [
    ...(facts.unhandledObjections > 0 ? [blocker('unhandled-objections', facts.unhandledObjections, 0)] : []),
    ...(input.brokenBounds ?? []).map((bound) => blocker('statutory-bound-broken', 1, 0, bound)),
    ...(input.suspensions ?? []).map((s) => blocker('objection-suspends-step', 1, 0, undefined, s)),
  ];
  const router = normaliseRouter(input.router);
  if (isEvaluationRouter(router)) {
    // A committee that breaks a rule may not have evaluated (招标投标法 第三十七条 …): one blocker a rule.
    everyStep.push(
      ...(input.committeeBreaches ?? []).map((rule) => blocker('committee-rule-broken', 1, 0, rule)),
    );
  }
  switch (router) {
    case CIRCULATION_ROUTERS.signUp:
      return [...everyStep, ...signUpBlockers(facts, input.isTenderByLaw === true)];
    case CIRCULATION_ROUTERS.qualificationPurchase:
      return [
        ...everyStep,
        ...atLeast('qualification-purchase-too-few-registered', facts.qualificationPurchase.registered),
        ...atLeast('qualification-purchase-too-few-approved', facts.qualificationPurchase.approved),
      ];
    case CIRCULATION_ROUTERS.qualificationResult:
      return [...everyStep, ...qualificationResultBlockers(facts)];
    default:
      return everyStep;
  }
}

/** Whether `router` is one of the evaluation pages (§2), whose leaving checks the committee. */
export function isEvaluationRouter(router: string | null | undefined): boolean {
  const path = normaliseRouter(router);
  return SHELL_STEP_ROUTERS.some((known) => known === path);
}

/** Which record lists the checks of a step read, so callers fetch no more than needed (§5). */
export function stepReadsRecords(router: string | null | undefined): {
  readonly objection: true;
  readonly signUp: boolean;
  readonly qualificationPurchase: boolean;
  readonly qualificationResult: boolean;
  /** Needed only when the project is tendered by law. */
  readonly signIn: boolean;
} {
  const path = normaliseRouter(router);
  const signUp = path === CIRCULATION_ROUTERS.signUp;
  return {
    objection: true,
    signUp,
    qualificationPurchase: path === CIRCULATION_ROUTERS.qualificationPurchase,
    qualificationResult: path === CIRCULATION_ROUTERS.qualificationResult,
    signIn: signUp,
  };
}

/**
 * The record types the checks of leaving a step read, in the order CheckCirculation reads them; sign-ins
 * only for a project tendered by law. A screen may fetch them ahead with the project.
 */
export function recordTypesChecked(
  router: string | null | undefined,
  isTenderByLaw: boolean | null | undefined,
): Extract<
  RecordType,
  'objection' | 'signUp' | 'qualificationPurchase' | 'qualificationResult' | 'signIn'
>[] {
  const needs = stepReadsRecords(router);
  return [
    'objection' as const,
    ...(needs.signUp ? (['signUp'] as const) : []),
    ...(needs.qualificationPurchase ? (['qualificationPurchase'] as const) : []),
    ...(needs.qualificationResult ? (['qualificationResult'] as const) : []),
    ...(needs.signIn && isTenderByLaw ? (['signIn'] as const) : []),
  ];
}

/** The blocking messages in one UI language, in the order of the checks (§5). */
export function blockingMessages(blockers: readonly Pick<Blocker, 'message'>[], locale: Locale): string[] {
  return blockers.map((b) => labelIn(b.message, locale));
}
