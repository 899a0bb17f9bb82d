import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKeys } from '../session/session-queries';
import { organisationKeys } from './organisation-queries';

/**
 * Runs an administration write and then refreshes every table of the organisation settings, whatever
 * the outcome (a refusal may mean someone else changed the data: show what is there now). With
 * `shellModules`, the shell's own module list too, so the menus follow an app-module change at once.
 * The caller handles a refusal itself (field messages, a conflict's reload).
 */
export function useOrganisationWrite(
  options: { shellModules?: boolean } = {},
): <T>(work: () => Promise<T>) => Promise<T> {
  const queryClient = useQueryClient();
  const { shellModules = false } = options;
  return useCallback(
    async (work) => {
      try {
        return await work();
      } finally {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
          shellModules ? queryClient.invalidateQueries({ queryKey: sessionKeys.modules }) : undefined,
        ]);
      }
    },
    [queryClient, shellModules],
  );
}
