import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCirculation, type FlowNode, type Project, RecordRepository } from '@tender/domain';
import { useMemo } from 'react';
import { useInject } from '../../di/use-inject';
import { recordsThroughCache } from '../records/records-through-cache';
import { projectQueries } from './project-queries';

/** The circulation checks of a screen: over the records the query cache holds or fetches (shared reads). */
export function useCirculationChecks(): CheckCirculation {
  const queryClient = useQueryClient();
  const records = useInject<RecordRepository>(RecordRepository);
  return useMemo(
    () => new CheckCirculation(recordsThroughCache(queryClient, records)),
    [queryClient, records],
  );
}

/** The blocking messages of leaving the project's current step (projectQueries.blockers); none before it is known. */
export function useBlockers(projectId: number, project: Project | undefined, current: FlowNode | undefined) {
  const checks = useCirculationChecks();
  return useQuery(projectQueries.blockers(checks, projectId, project, current));
}
