import type { SessionInfo } from '../session/session-info';
import { hasActionPermission } from './has-action-permission';
import type { Permission } from './permission-catalogue';

/**
 * Whether the session's permission action list (§6) holds a permission, so the UI shows the action. A
 * server that sends no list leaves nothing to hide by: the action shows, and the server, which is the law
 * (ADR 0014), still refuses what the roles do not grant.
 */
export function sessionPermits(session: SessionInfo, permission: Permission): boolean {
  const granted = session.grantedPermissions;
  return granted === undefined || hasActionPermission(granted, permission);
}
