import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckCirculation,
  type FlowNode,
  type Project,
  ProjectDeadlinesSource,
  RecordRepository,
} from '@tender/domain';
import { useMemo } from 'react';
import { useInject } from '../../di/use-inject';
import { recordsThroughCache } from '../records/records-through-cache';
import { deadlinesThroughCache } from './deadlines-through-cache';
import { projectQueries } from './project-queries';

/**
 * The circulation checks of a screen: over the records and the deadlines the query cache holds or
 * fetches (shared reads), so the step page, the deadlines panel and the header read each once.
 */
export function useCirculationChecks(): CheckCirculation {
  const queryClient = useQueryClient();
  const records = useInject<RecordRepository>(RecordRepository);
  const deadlines = useInject<ProjectDeadlinesSource>(ProjectDeadlinesSource);
  return useMemo(
    () => circulationChecksThroughCache(queryClient, records, deadlines),
    [queryClient, records, deadlines],
  );
}

/** CheckCirculation over the query cache: what a route prefetches and what the screen's hook asks. */
export function circulationChecksThroughCache(
  queryClient: QueryClient,
  records: RecordRepository,
  deadlines: ProjectDeadlinesSource,
): CheckCirculation {
  return new CheckCirculation(
    recordsThroughCache(queryClient, records),
    deadlinesThroughCache(queryClient, deadlines),
  );
}

/** The blocking messages of leaving the project's current step (projectQueries.blockers); none before it is known. */
export function useBlockers(projectId: number, project: Project | undefined, current: FlowNode | undefined) {
  const checks = useCirculationChecks();
  return useQuery(projectQueries.blockers(checks, projectId, project, current));
}
