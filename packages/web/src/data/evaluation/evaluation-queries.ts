import { queryOptions } from '@tanstack/react-query';
import type { CommitteeRepository, EvaluationRepository, OpeningRecordRepository } from '@tender/domain';
import { projectKeys } from '../projects/project-queries';

/**
 * The opening record's key sits under the project's (projectKeys.all), so whatever refreshes the project
 * — a notice published, whose deadline judges the bids; a flow move — refreshes it too.
 */
export const evaluationKeys = {
  opening: (projectId: number) => [...projectKeys.all(projectId), 'opening-record'] as const,
  committee: (projectId: number) => [...projectKeys.all(projectId), 'committee'] as const,
  evaluation: (projectId: number) => [...projectKeys.all(projectId), 'evaluation'] as const,
};

export const evaluationQueries = {
  /** A project's evaluation: each package's plan, marks, result and history (ADR 0019). */
  evaluation: (evaluations: EvaluationRepository, projectId: number) =>
    queryOptions({
      queryKey: evaluationKeys.evaluation(projectId),
      queryFn: () => evaluations.get(projectId),
    }),
  /** A project's evaluation committee with its recorded draws (ADR 0019). */
  committee: (committees: CommitteeRepository, projectId: number) =>
    queryOptions({
      queryKey: evaluationKeys.committee(projectId),
      queryFn: () => committees.get(projectId),
    }),
  /** A project's opening record (开标记录): every package with its bids, judged (ADR 0019). */
  opening: (opening: OpeningRecordRepository, projectId: number) =>
    queryOptions({
      queryKey: evaluationKeys.opening(projectId),
      queryFn: () => opening.get(projectId),
    }),
};
