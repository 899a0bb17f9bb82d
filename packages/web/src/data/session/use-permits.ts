import { type Permission, sessionPermits } from '@tender/domain';
import { useCallback } from 'react';
import { useSession } from './use-session';

/**
 * Whether the signed-in user's action list (§6) holds a permission: the UI hides what it does not (the
 * server refuses it either way, ADR 0014). Nothing is permitted before the session has loaded.
 */
export function usePermits(): (permission: Permission) => boolean {
  const session = useSession().data?.session;
  return useCallback(
    (permission: Permission) => session !== undefined && sessionPermits(session, permission),
    [session],
  );
}
