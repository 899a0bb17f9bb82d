import { hashKey, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { projectKeys } from './project-queries';

/**
 * Marks everything known about a project stale (after a flow move, an exception, a record change) — all
 * but `fresh`, when a write's reply has just put it in the cache: it is newer than a read would be, and
 * asking again would fetch it twice.
 */
export function invalidateProject(
  queryClient: QueryClient,
  projectId: number,
  fresh?: QueryKey,
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: projectKeys.all(projectId),
    ...(fresh && {
      predicate: (query) => hashKey(query.queryKey.slice(0, fresh.length)) !== hashKey(fresh),
    }),
  });
}

/**
 * A write of a project's records whose reply is the record as it now stands (the evaluation's): the
 * reply is shown at once under `key`, and the rest of the project is refreshed after it whatever the
 * outcome — a refusal may mean someone else changed it meanwhile, so then `key` is refreshed too.
 */
export function useAnsweredWrite<T>(projectId: number, key: QueryKey) {
  const queryClient = useQueryClient();
  const hash = hashKey(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its hash, not its identity.
  return useCallback(
    async (work: () => Promise<T>): Promise<T> => {
      let answered = false;
      try {
        const reply = await work();
        queryClient.setQueryData(key, reply);
        answered = true;
        return reply;
      } finally {
        await invalidateProject(queryClient, projectId, answered ? key : undefined);
      }
    },
    [projectId, queryClient, hash],
  );
}

export function useInvalidateProject(): (projectId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((projectId: number) => invalidateProject(queryClient, projectId), [queryClient]);
}

/**
 * After a write that changes what the lists show too (a project saved, terminated, deleted or closed):
 * every list of projects and everything about the project. Both are marked stale before the first
 * await, so a caller that navigates away need not wait for the refetch: the next screen reads fresh
 * data either way, and on a slow link a confirm dialog would otherwise hang open for the whole refetch.
 */
export function useRefreshProject(): (projectId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (projectId: number) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists }),
        invalidateProject(queryClient, projectId),
      ]);
    },
    [queryClient],
  );
}
