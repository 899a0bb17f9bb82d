import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ExpertInput, type ExpertListQuery, ExpertRepository, type ExpertUpdate } from '@tender/domain';
import { useCallback } from 'react';
import { useInject } from '../../di/use-inject';
import { expertKeys, expertQueries } from './expert-queries';

/** A page of the expert library. */
export function useExpertPage(query: ExpertListQuery) {
  return useQuery(expertQueries.page(useInject<ExpertRepository>(ExpertRepository), query));
}

/**
 * Saves an expert — new, or edited with the version read — and refreshes the library, whatever the
 * outcome (a refusal may mean someone else saved meanwhile). A failure rejects, for the form to show.
 */
export function useExpertWriter() {
  const experts = useInject<ExpertRepository>(ExpertRepository);
  const queryClient = useQueryClient();
  const run = useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } finally {
        await queryClient.invalidateQueries({ queryKey: expertKeys.all });
      }
    },
    [queryClient],
  );
  return {
    create: (input: ExpertInput) => run(() => experts.create(input)),
    update: (input: ExpertUpdate) => run(() => experts.update(input)),
    /** The write runner itself, for useAdminSave's `write`. */
    run,
  };
}
