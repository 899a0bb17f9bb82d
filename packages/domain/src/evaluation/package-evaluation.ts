import { z } from 'zod';
import { MIN_CIRCULATION_COUNT } from '../circulation/blockers';
import { ConflictError } from '../shared/errors';
import { type Money, moneySchema } from '../shared/money';
import { refusal } from '../shared/refusal-messages';
import { must } from '../shared/validation-messages';
import type { Evaluation } from './comprehensive-ranking';
import { markProblem } from './comprehensive-ranking';
import { type Criterion, criterionSchema } from './evaluation-criteria';
import { EVALUATION_METHODS, type EvaluationMethod } from './evaluation-plan';
import { rankByMethod } from './method-ranking';
import type { OpeningPackage } from './opening-record';

/**
 * A bid package's evaluation (评标, ADR 0019): its plan, the committee's marks of the current round, the
 * result by its method, and the rounds a re-evaluation closed — kept, never deleted.
 */

/** The most marks one score sheet holds. */
export const SCORE_SHEET_MAX_MARKS = 3000;

/** One expert's mark of one bidder on one criterion, as entered: points (in centipoints) or pass/fail. */
export const markInputSchema = z.object({
  bidder: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(200, must('maxChars', { max: 200 })),
  criterion: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(40, must('maxChars', { max: 40 })),
  points: z.number().int(must('wholeNumber')).min(0).max(10_000).nullish(),
  passed: z.boolean({ message: must('trueOrFalse') }).nullish(),
  comment: z
    .string()
    .trim()
    .max(500, must('maxChars', { max: 500 }))
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type MarkInput = z.input<typeof markInputSchema>;

/** An expert's score sheet for a package: every mark of theirs in the current round, replacing the last. */
export const scoreSheetInputSchema = z.object({
  projectId: z.number().int().positive(),
  groupId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  expertId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  marks: z
    .array(markInputSchema)
    .max(SCORE_SHEET_MAX_MARKS, must('maxItems', { max: SCORE_SHEET_MAX_MARKS })),
});
export type ScoreSheetInput = z.input<typeof scoreSheetInputSchema>;

/** Re-evaluating a package (§4 re-evaluate): its marks move into history, with the reason. */
export const reevaluationSchema = z.object({
  projectId: z.number().int().positive(),
  groupId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  reason: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(500, must('maxChars', { max: 500 })),
});
export type ReevaluationInput = z.input<typeof reevaluationSchema>;

export const storedMarkSchema = z.object({
  expertId: z.number().int(),
  bidder: z.string(),
  criterion: z.string(),
  points: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  comment: z.string().nullable(),
});
export type StoredMark = z.infer<typeof storedMarkSchema>;

const rankedBidSchema = z.object({
  bidder: z.string(),
  price: moneySchema,
  priceScore: z.number().int(),
  expertPoints: z.array(z.number().int()),
  points: z.number().int(),
  total: z.number().int(),
  rank: z.number().int(),
  tied: z.boolean(),
});

export const evaluationResultSchema = z.discriminatedUnion('complete', [
  z.object({ complete: z.literal(false), missing: z.number().int() }),
  z.object({
    complete: z.literal(true),
    ranking: z.array(rankedBidSchema),
    rejected: z.array(z.object({ bidder: z.string(), failed: z.array(z.string()) })),
    candidates: z.array(z.string()),
  }),
]);
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

export const packageEvaluationSchema = z.object({
  groupId: z.number().int(),
  groupNumber: z.string(),
  groupName: z.string(),
  plan: z.object({ method: z.enum(EVALUATION_METHODS), criteria: z.array(criterionSchema) }).nullable(),
  /** The current round: 1, and one more for every re-evaluation. */
  round: z.number().int(),
  /** Marks are taken only once the opening record of the package is confirmed. */
  openingConfirmed: z.boolean(),
  /**
   * Confirmed with fewer valid bids than the law's minimum: the package is tendered again, not
   * evaluated (assertPlannable, assertMarkable).
   */
  toRetender: z.boolean(),
  /** The bids of the opening record, valid or not. */
  bids: z.array(z.object({ bidder: z.string(), price: moneySchema, valid: z.boolean() })),
  /** The committee, in its order. */
  experts: z.array(z.object({ expertId: z.number().int(), name: z.string() })),
  marks: z.array(storedMarkSchema),
  result: evaluationResultSchema.nullable(),
  history: z.array(
    z.object({
      round: z.number().int(),
      reason: z.string(),
      closedAt: z.string(),
      closedBy: z.string().nullable(),
      marks: z.array(storedMarkSchema),
      result: evaluationResultSchema.nullable(),
    }),
  ),
});
export type PackageEvaluation = z.infer<typeof packageEvaluationSchema>;

export const projectEvaluationSchema = z.object({
  projectId: z.number().int(),
  packages: z.array(packageEvaluationSchema),
});
export type ProjectEvaluation = z.infer<typeof projectEvaluationSchema>;

/** A package's result from its plan, bids, committee and marks (rankByMethod); null without a plan. */
export function evaluationResultOf(
  plan: { readonly method: EvaluationMethod; readonly criteria: readonly Criterion[] } | null,
  bids: readonly { readonly bidder: string; readonly price: Money; readonly valid: boolean }[],
  experts: readonly { readonly expertId: number }[],
  marks: readonly StoredMark[],
): EvaluationResult | null {
  if (plan === null) return null;
  const evaluation: Evaluation = rankByMethod(plan.method, {
    criteria: plan.criteria,
    experts: experts.map((expert) => String(expert.expertId)),
    bids,
    marks: marks.map((mark) => ({
      expert: String(mark.expertId),
      bidder: mark.bidder,
      criterion: mark.criterion,
      ...(mark.points === null ? {} : { points: mark.points }),
      ...(mark.passed === null ? {} : { passed: mark.passed }),
      ...(mark.comment === null ? {} : { comment: mark.comment }),
    })),
  });
  return evaluation.complete
    ? {
        complete: true,
        ranking: evaluation.ranking.map((bid) => ({ ...bid, expertPoints: [...bid.expertPoints] })),
        rejected: evaluation.rejected.map((bid) => ({ ...bid, failed: [...bid.failed] })),
        candidates: [...evaluation.candidates],
      }
    : { complete: false, missing: evaluation.missing.length };
}

/**
 * A package whose confirmed opening record has fewer valid bids than the minimum takes no plan: it is
 * tendered again (§5's remedy, opening-record.ts openingOutcome). A 409 naming the package.
 */
export function assertPlannable(evaluation: PackageEvaluation): void {
  if (evaluation.toRetender) {
    throw new ConflictError(
      refusal('packageToRetender', { package: packageName(evaluation), minimum: MIN_CIRCULATION_COUNT }),
    );
  }
}

/**
 * Whether the experts may mark a package at all (409 naming it, else nothing): it has a plan, its opening
 * record is confirmed, and it is not to be tendered again. The sheet's own problems are scoreSheetProblems.
 */
export function assertMarkable(evaluation: PackageEvaluation): void {
  const name = packageName(evaluation);
  if (!evaluation.plan) throw new ConflictError(refusal('noEvaluationPlan', { package: name }));
  if (!evaluation.openingConfirmed)
    throw new ConflictError(refusal('openingNotConfirmed', { package: name }));
  assertPlannable(evaluation);
}

const packageName = (evaluation: Pick<PackageEvaluation, 'groupNumber' | 'groupName'>) =>
  `${evaluation.groupNumber} ${evaluation.groupName}`;

/** Why a score sheet cannot be taken: each problem names its field (marks.3.points …). */
export function scoreSheetProblems(
  sheet: { readonly expertId: number; readonly marks: readonly z.output<typeof markInputSchema>[] },
  evaluation: Pick<PackageEvaluation, 'plan' | 'bids' | 'experts'>,
): { readonly field: string; readonly message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!evaluation.experts.some((expert) => expert.expertId === sheet.expertId)) {
    problems.push({ field: 'expertId', message: must('notOnCommittee') });
  }
  const valid = new Set(evaluation.bids.filter((bid) => bid.valid).map((bid) => bid.bidder));
  const seen = new Set<string>();
  sheet.marks.forEach((mark, index) => {
    const at = (field: string) => `marks.${index}.${field}`;
    if (!valid.has(mark.bidder)) problems.push({ field: at('bidder'), message: must('notAValidBid') });
    const criterion = evaluation.plan?.criteria.find((c) => c.key === mark.criterion);
    if (!criterion || criterion.kind === 'price') {
      problems.push({ field: at('criterion'), message: must('notACriterion') });
      return;
    }
    const key = `${mark.bidder}\u0000${mark.criterion}`;
    if (seen.has(key)) problems.push({ field: at('criterion'), message: must('markTwice') });
    seen.add(key);
    if (criterion.kind === 'passFail' && (mark.passed === null || mark.passed === undefined)) {
      problems.push({ field: at('passed'), message: must('required') });
    }
    const problem = markProblem(criterion, {
      expert: '',
      bidder: mark.bidder,
      criterion: mark.criterion,
      ...(mark.points === null || mark.points === undefined ? {} : { points: mark.points }),
      ...(mark.passed === null || mark.passed === undefined ? {} : { passed: mark.passed }),
      ...(mark.comment === null ? {} : { comment: mark.comment }),
    });
    if (problem)
      problems.push({ field: at(criterion.kind === 'points' ? 'points' : 'comment'), message: problem });
  });
  return problems;
}

/** A package's plan as stored, with its current round. */
export interface StoredPlan {
  readonly method: EvaluationMethod;
  readonly criteria: readonly Criterion[];
  readonly round: number;
}

/** A round a re-evaluation closed, with the plan it was marked under. */
export interface ClosedRound {
  readonly round: number;
  readonly reason: string;
  readonly closedAt: string;
  readonly closedBy: string | null;
  readonly method: EvaluationMethod;
  readonly criteria: readonly Criterion[];
}

/**
 * A package's evaluation from what is stored: the opening record's bids (valid as judged there), the
 * committee in its order, the plan, the marks of every round, and the closed rounds. The server and the
 * in-memory adapter both build it here.
 */
export function packageEvaluationOf(input: {
  readonly opening: OpeningPackage;
  readonly plan: StoredPlan | null;
  readonly committee: readonly { readonly expertId: number; readonly name: string }[];
  readonly marks: readonly (StoredMark & { readonly round: number })[];
  readonly closed: readonly ClosedRound[];
}): PackageEvaluation {
  const { opening, plan, committee } = input;
  const round = plan?.round ?? 1;
  const bids = opening.bids.map((bid) => ({
    bidder: bid.bidder,
    price: bid.price,
    valid: bid.standing === 'valid',
  }));
  const experts = committee.map(({ expertId, name }) => ({ expertId, name }));
  const marksOf = (wanted: number) =>
    input.marks.filter((mark) => mark.round === wanted).map(({ round: _round, ...mark }) => mark);
  const current = marksOf(round);
  return {
    groupId: opening.groupId,
    groupNumber: opening.groupNumber,
    groupName: opening.groupName,
    plan: plan && { method: plan.method, criteria: [...plan.criteria] },
    round,
    openingConfirmed: opening.confirmedAt !== null,
    toRetender: opening.confirmedAt !== null && opening.outcome === 'retender',
    bids,
    experts,
    marks: current,
    result: evaluationResultOf(plan, bids, experts, current),
    history: input.closed.map((closed) => ({
      round: closed.round,
      reason: closed.reason,
      closedAt: closed.closedAt,
      closedBy: closed.closedBy,
      marks: marksOf(closed.round),
      result: evaluationResultOf(closed, bids, experts, marksOf(closed.round)),
    })),
  };
}
