import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from '@tender/domain';
import { useCallback } from 'react';
import { clearStorageExcept } from '../../components/browser-preferences';
import { storeCurrentProjectId } from '../../data/session/current-project';
import { useInject } from '../../di/use-inject';
import { KEPT_AT_LOGOUT } from '../../i18n/locale-preference';

/**
 * Signs the user out everywhere the shell keeps state (§2 "Logout clears local storage and goes to the
 * login portal"): the token through the LogOut use case (server revocation is best effort), local storage
 * but for the browser's language (KEPT_AT_LOGOUT), the selected project and every cached query.
 * Navigating is left to the caller: each path of §8 goes somewhere else, at its own pace.
 */
export function useSignOut(): () => Promise<void> {
  const logOut = useInject(LogOut);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logOut.execute();
    } catch {
      // The token is already forgotten locally (LogOut clears it in `finally`); an unreachable server
      // must not keep the user signed in.
    }
    clearStorageExcept(KEPT_AT_LOGOUT);
    storeCurrentProjectId(null);
    queryClient.clear();
  }, [logOut, queryClient]);
}
