import { useQuery } from '@tanstack/react-query';
import { type WrittenReportInput, WrittenReportStore } from '@tender/domain';
import { useCallback } from 'react';
import { useInject } from '../../di/use-inject';
import { useInvalidateProject } from './invalidate-project';
import { PROJECT_FLOW_FRESH_MS, projectKeys } from './project-queries';

/**
 * The filing of the project's written report (招标投标法 第四十七条), asked only once it can be due: when
 * the project is awarded (`asked`), as the deadlines report says; none without a valid id.
 */
export function useWrittenReport(projectId: number, asked: boolean) {
  const store = useInject<WrittenReportStore>(WrittenReportStore);
  return useQuery({
    queryKey: projectKeys.writtenReport(projectId),
    queryFn: () => store.of(projectId),
    enabled: asked && Number.isInteger(projectId) && projectId > 0,
    retry: false,
    staleTime: PROJECT_FLOW_FRESH_MS,
  });
}

/**
 * Records the filing; afterwards everything about the project is asked again, whatever the outcome —
 * the deadlines' filing bound above all, which the record decides. Rejects with the store's error (a
 * ValidationError naming the field) for the form to show.
 */
export function useRecordWrittenReport(projectId: number): (input: WrittenReportInput) => Promise<void> {
  const store = useInject<WrittenReportStore>(WrittenReportStore);
  const invalidate = useInvalidateProject();
  return useCallback(
    async (input) => {
      try {
        await store.record(input);
      } finally {
        await invalidate(projectId);
      }
    },
    [store, invalidate, projectId],
  );
}
