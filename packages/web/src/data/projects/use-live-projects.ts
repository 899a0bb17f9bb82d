import { useQueryClient } from '@tanstack/react-query';
import { ProjectChanges } from '@tender/domain';
import { useEffect } from 'react';
import { useInject } from '../../di/use-inject';
import { projectKeys } from './project-queries';

/**
 * The stream waits this long after the shell shows: over HTTP/1.1 it holds one of the browser's six
 * connections to the server for as long as it is open, and a screen's first load needs them all.
 */
const START_AFTER_MS = 1_000;

/**
 * Keeps what the screens show of projects current with changes made by others (ADR 0011): every list
 * of projects and every project flow on screen asks its own query again — with its own filters, sort and
 * page, never another list's rows. Mounted once, by the shell.
 */
export function useLiveProjects(): void {
  const changes = useInject<ProjectChanges>(ProjectChanges);
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    const start = setTimeout(() => {
      stop = changes.watch(() => {
        void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
        void queryClient.invalidateQueries({
          predicate: ({ queryKey }) => queryKey[0] === projectKeys.all(0)[0] && queryKey[2] === 'flow',
        });
      });
    }, START_AFTER_MS);
    return () => {
      clearTimeout(start);
      stop?.();
    };
  }, [changes, queryClient]);
}
