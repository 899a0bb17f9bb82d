import { useQuery } from '@tanstack/react-query';
import {
  type EvaluationPlanInput,
  EvaluationRepository,
  type ProjectEvaluation,
  type ReevaluationInput,
  type ScoreSheetInput,
} from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { useAnsweredWrite } from '../projects/invalidate-project';
import { evaluationKeys, evaluationQueries } from './evaluation-queries';

/** A project's evaluation (evaluationQueries.evaluation); not asked while `enabled` is false. */
export function useEvaluation(projectId: number, enabled = true) {
  const evaluations = useInject<EvaluationRepository>(EvaluationRepository);
  return useQuery({ ...evaluationQueries.evaluation(evaluations, projectId), enabled });
}

type WithoutProject<T> = Omit<T, 'projectId'>;

/**
 * The evaluation's writes: each answers the whole evaluation, shown at once; the project is refreshed
 * after it whatever the outcome. A failure rejects with the server's reason, for the caller to show.
 */
export function useEvaluationWriter(projectId: number) {
  const evaluations = useInject<EvaluationRepository>(EvaluationRepository);
  const run = useAnsweredWrite<ProjectEvaluation>(projectId, evaluationKeys.evaluation(projectId));
  return {
    savePlan: (plan: WithoutProject<EvaluationPlanInput>) =>
      run(() => evaluations.savePlan({ ...plan, projectId })),
    saveScoreSheet: (sheet: WithoutProject<ScoreSheetInput>) =>
      run(() => evaluations.saveScoreSheet({ ...sheet, projectId })),
    reevaluate: (input: WithoutProject<ReevaluationInput>) =>
      run(() => evaluations.reevaluate({ ...input, projectId })),
  };
}
