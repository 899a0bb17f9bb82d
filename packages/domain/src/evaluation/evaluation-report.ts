import type { ProjectEvaluation } from './package-evaluation';

/**
 * Whether the evaluation report is complete (评标报告, 实施条例 第五十四条: the candidates are publicised
 * within 3 days of receiving it): every bid package that is evaluated — not one confirmed with too few
 * valid bids, which is tendered again — has its complete result.
 */
export function evaluationReported(evaluation: Pick<ProjectEvaluation, 'packages'>): boolean {
  const evaluated = evaluation.packages.filter((pkg) => !pkg.toRetender);
  return evaluated.length > 0 && evaluated.every((pkg) => pkg.result?.complete === true);
}
