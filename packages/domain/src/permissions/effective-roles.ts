import { ADMIN_ROLE } from '../session/session-info';

/**
 * The route-access role the client always adds to the session's roles (§6). It only opens routes;
 * it is not the server's Admin role and grants nothing else.
 */
export const ROUTE_ADMIN_ROLE = 'admin';

/** The roles route access is checked against: the session's role names plus 'admin' (§6). */
export function effectiveRoles(roleNames: readonly string[]): string[] {
  return roleNames.includes(ROUTE_ADMIN_ROLE) ? [...roleNames] : [...roleNames, ROUTE_ADMIN_ROLE];
}

/** Whether the user holds the server's Admin role (§6 settings icon, process jump); the added 'admin' never counts. */
export function isAdmin(roleNames: readonly string[]): boolean {
  // Exact, case-sensitive match: 'admin' is the client's route role and must not make anyone an Admin.
  return roleNames.includes(ADMIN_ROLE);
}

/**
 * The role names that count for server-side rules (step roles, Admin): the session's names without the
 * route-only 'admin', so the client's hint and the server's law agree whichever list the caller passes.
 */
export function serverRoles(roleNames: readonly string[]): string[] {
  return roleNames.filter((role) => role !== ROUTE_ADMIN_ROLE);
}
