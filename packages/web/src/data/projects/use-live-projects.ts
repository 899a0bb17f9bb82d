import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { ProjectChanges } from '@tender/domain';
import { useEffect } from 'react';
import { useInject } from '../../di/use-inject';
import { projectKeys } from './project-queries';

/**
 * The stream waits this long after the shell shows: over HTTP/1.1 it holds one of the browser's six
 * connections to the server for as long as it is open, and a screen's first load needs them all.
 */
const START_AFTER_MS = 1_000;

/** What a project of the key's tree shows that a change by someone else may have changed. */
const FOLLOWED_OF_A_PROJECT: ReadonlySet<unknown> = new Set([
  // The project and its steps (the menu, the frame, the tabs).
  projectKeys.flow(0)[2],
  // Its statutory deadlines: a change of its bidding method or source of funds changes which law counts.
  projectKeys.deadlines(0)[2],
]);

/** Whether a query follows the tenant's project changes: every list of projects, a project's flow and deadlines. */
export function followsProjectChanges(queryKey: QueryKey): boolean {
  if (queryKey[0] === projectKeys.lists[0]) return true;
  return queryKey[0] === projectKeys.all(0)[0] && FOLLOWED_OF_A_PROJECT.has(queryKey[2]);
}

/**
 * Keeps what the screens show of projects current with changes made by others (ADR 0011): every list
 * of projects, every project flow and every project's deadlines on screen asks its own query again —
 * with its own filters, sort and page, never another list's rows. Mounted once, by the shell.
 */
export function useLiveProjects(): void {
  const changes = useInject<ProjectChanges>(ProjectChanges);
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    const start = setTimeout(() => {
      stop = changes.watch(() => {
        void queryClient.invalidateQueries({ predicate: ({ queryKey }) => followsProjectChanges(queryKey) });
      });
    }, START_AFTER_MS);
    return () => {
      clearTimeout(start);
      stop?.();
    };
  }, [changes, queryClient]);
}
