import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { projectKeys } from './project-queries';

/** Marks everything known about a project stale (after a flow move, an exception, a record change). */
export function invalidateProject(queryClient: QueryClient, projectId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectKeys.all(projectId) });
}

export function useInvalidateProject(): (projectId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((projectId: number) => invalidateProject(queryClient, projectId), [queryClient]);
}

/**
 * After a write that changes what the lists show too (a project saved, terminated, deleted or closed):
 * every list of projects, then everything about the project.
 */
export function useRefreshProject(): (projectId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (projectId: number) => {
      await queryClient.invalidateQueries({ queryKey: projectKeys.lists });
      await invalidateProject(queryClient, projectId);
    },
    [queryClient],
  );
}
