import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { RecordType } from '@tender/domain';
import { useCallback } from 'react';

/**
 * The query keys of one open project, shared by the operation screen and the step pages, so that a change
 * made on a step page (a sign-up approved, an objection handled) refreshes the header's blocking messages
 * and the step menu without a reload. Everything about project `id` starts with ['project', id].
 */
export const projectKeys = {
  all: (projectId: number) => ['project', projectId] as const,
  /** The project with its ordered flow steps (GetProject). */
  flow: (projectId: number) => ['project', projectId, 'flow'] as const,
  /** The blocking messages of leaving the current step (CheckCirculation). */
  blockers: (projectId: number) => ['project', projectId, 'blockers'] as const,
  records: (projectId: number, type: RecordType) => ['project', projectId, 'records', type] as const,
  notices: (projectId: number) => ['project', projectId, 'notices'] as const,
  flowRecords: (projectId: number) => ['project', projectId, 'flow-records'] as const,
};

/** Marks everything known about a project stale (after a flow move, an exception, a record change). */
export function invalidateProject(queryClient: QueryClient, projectId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectKeys.all(projectId) });
}

export function useInvalidateProject(): (projectId: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((projectId: number) => invalidateProject(queryClient, projectId), [queryClient]);
}
