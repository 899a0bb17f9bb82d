import { isAdmin } from '../permissions/effective-roles';
import { type RefusalCode, refusal } from '../shared/refusal-messages';

/** A user as the last-Admin rule sees them. */
export interface AdminCandidate {
  readonly userName: string;
  readonly isActive: boolean;
  readonly roleNames: readonly string[];
}

/** What is about to happen to the user: deactivated, deleted, or given these roles. */
export type UserChange =
  | { readonly kind: 'deactivate' }
  | { readonly kind: 'delete' }
  | { readonly kind: 'roles'; readonly roleNames: readonly string[] };

export type LastAdminDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'last-active-admin'; readonly message: string };

const REFUSAL: Record<UserChange['kind'], RefusalCode> = {
  deactivate: 'lastAdminDeactivated',
  delete: 'lastAdminDeleted',
  roles: 'lastAdminDemoted',
};

/**
 * The last active Admin of a tenant can never be deactivated, demoted or deleted: without one nobody
 * could administer the tenant again (settings are the Admin's, §6). `activeAdmins` counts the tenant's
 * active users holding Admin, this user included when they are one. The message says why, for the 409.
 */
export function decideLastAdmin(
  user: AdminCandidate,
  change: UserChange,
  activeAdmins: number,
): LastAdminDecision {
  const countsNow = user.isActive && isAdmin(user.roleNames);
  const countsAfter = change.kind === 'roles' && user.isActive && isAdmin(change.roleNames);
  if (!countsNow || countsAfter || activeAdmins > 1) return { allowed: true };
  return {
    allowed: false,
    reason: 'last-active-admin',
    message: refusal(REFUSAL[change.kind], { user: user.userName }),
  };
}
