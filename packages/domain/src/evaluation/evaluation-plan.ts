import { z } from 'zod';
import { must } from '../shared/validation-messages';
import { type Criterion, criterionSchema, FULL_MARKS } from './evaluation-criteria';
import { formatPoints } from './points';

/**
 * How a bid package is evaluated (评标办法): comprehensive scoring (综合评分法: a price criterion scored by
 * formula and criteria the experts score, weights adding up to 100 points); lowest evaluated price
 * (经评审的最低投标价法: pass/fail reviews, then the lowest price of the bids that pass); or the
 * qualification review (资格审查: pass/fail reviews only, no ranking by price).
 */
export const EVALUATION_METHODS = ['comprehensive', 'lowestPrice', 'qualification'] as const;
export type EvaluationMethod = (typeof EVALUATION_METHODS)[number];

/** The most criteria one plan holds. */
export const CRITERIA_MAX = 30;

/** Why a plan's criteria do not suit its method, each naming the field it is about. */
export function planProblems(
  method: EvaluationMethod,
  criteria: readonly Criterion[],
): { readonly path: (string | number)[]; readonly message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<string>();
  criteria.forEach((criterion, index) => {
    if (seen.has(criterion.key))
      problems.push({ path: ['criteria', index, 'key'], message: must('criterionTwice') });
    seen.add(criterion.key);
    const allowed = method === 'comprehensive' ? ['price', 'points', 'passFail'] : ['passFail'];
    if (!allowed.includes(criterion.kind)) {
      problems.push({ path: ['criteria', index, 'kind'], message: must('criterionKindForMethod') });
    }
    if (criterion.kind === 'passFail' && criterion.weight !== 0) {
      problems.push({ path: ['criteria', index, 'weight'], message: must('passFailWeighsNothing') });
    }
  });
  if (method === 'comprehensive') {
    const prices = criteria.filter((criterion) => criterion.kind === 'price').length;
    if (prices !== 1) problems.push({ path: ['criteria'], message: must('onePriceCriterion') });
    const total = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
    if (total !== FULL_MARKS) {
      problems.push({ path: ['criteria'], message: must('weightsAddUp', { total: formatPoints(total) }) });
    }
  } else if (criteria.length === 0) {
    problems.push({ path: ['criteria'], message: must('minItems', { min: 1 }) });
  }
  return problems;
}

/** A package's plan as staff set it: the method and its criteria (weights in centipoints). */
export const evaluationPlanInputSchema = z
  .object({
    projectId: z.number().int().positive(),
    groupId: z
      .number({ message: must('required') })
      .int()
      .positive(),
    method: z.enum(EVALUATION_METHODS, { message: must('choice') }),
    criteria: z.array(criterionSchema).max(CRITERIA_MAX, must('maxItems', { max: CRITERIA_MAX })),
  })
  .superRefine((plan, context) => {
    for (const problem of planProblems(plan.method, plan.criteria)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
export type EvaluationPlanInput = z.input<typeof evaluationPlanInputSchema>;

/** The default plan of a new package: price 30, technical 40, business 20, service 10 (综合评分法). */
export const DEFAULT_COMPREHENSIVE_CRITERIA: readonly Criterion[] = [
  { key: 'price', name: '投标报价', kind: 'price', weight: 3000 },
  { key: 'technical', name: '技术方案', kind: 'points', weight: 4000 },
  { key: 'business', name: '商务条款', kind: 'points', weight: 2000 },
  { key: 'service', name: '售后服务', kind: 'points', weight: 1000 },
];
