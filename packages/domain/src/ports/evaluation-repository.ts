import type { EvaluationPlanInput } from '../evaluation/evaluation-plan';
import type { ProjectEvaluation, ReevaluationInput, ScoreSheetInput } from '../evaluation/package-evaluation';

/**
 * The evaluation of a project's bid packages (ADR 0019). Who may record the evaluation step (ADR 0007)
 * and holds evaluation.edit sets a package's plan (refused once marked: ConflictError), enters each
 * expert's score sheet (once the opening record is confirmed, for an expert of the committee, marks in
 * range, a failing mark with its comment: ValidationError naming the mark), and re-evaluates, which
 * moves the marks into history with the reason. Each write answers the whole evaluation.
 */
export interface EvaluationRepository {
  get(projectId: number): Promise<ProjectEvaluation>;
  savePlan(input: EvaluationPlanInput): Promise<ProjectEvaluation>;
  saveScoreSheet(input: ScoreSheetInput): Promise<ProjectEvaluation>;
  reevaluate(input: ReevaluationInput): Promise<ProjectEvaluation>;
}
export const EvaluationRepository = Symbol.for('tender.EvaluationRepository');
