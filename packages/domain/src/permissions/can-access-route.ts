import { normalisePath } from '../shell/normalise-path';
import { isAdmin, ROUTE_ADMIN_ROLE } from './effective-roles';

/** The permission tag routes carry (§6). */
export const DASHBOARD_TAG = 'dashboard';

/** The page routes that carry no tag (§6): the analysis pages of two libraries and the login pages. */
export const UNTAGGED_ROUTES: readonly string[] = [
  '/home/agency-library/analysis',
  '/home/purchaser-library/analysis',
  '/user',
  '/user/login',
  '/user/recover',
];

/**
 * The routes only the server's Admin role may open: the organisation settings (§1 "Admin users see a
 * settings entry", §6 "The Admin role sees the settings icon"). The route role the client adds never opens
 * them. The server refuses their calls to anyone else as well; this keeps the screen from showing.
 */
export const ADMIN_ONLY_ROUTES: readonly string[] = ['/organize-manage'];

/** A route path or a visited URL, without its query, hash and trailing slashes. */
function routePath(path: string): string {
  return normalisePath(path.replace(/[?#].*$/, ''));
}

/** The catch-all route ('*', or a pattern ending in '*' such as '/:pathMatch(.*)*'). */
function isWildcardRoute(path: string): boolean {
  return path.trim().endsWith('*');
}

/** Whether a route carries the dashboard tag: every route except the wildcard, two analysis pages and login (§6). */
export function routeCarriesDashboardTag(path: string): boolean {
  if (isWildcardRoute(path)) return false;
  // The supplier library's analysis page is not exempt: §6 names only the agency and purchaser libraries.
  return !UNTAGGED_ROUTES.includes(routePath(path));
}

/**
 * Whether roles may open the route (§6). An untagged route is open to all; a tagged one needs a role that
 * grants the tag: 'dashboard' itself or the route role 'admin'. Since the client always adds 'admin'
 * (effectiveRoles), every signed-in user passes — the token check (§6 "access needs a token") is the
 * real gate, and this rule only keeps the tag meaningful if the client stops adding 'admin'. The
 * settings (ADMIN_ONLY_ROUTES) need the server's Admin role.
 */
export function canAccessRoute(path: string, roles: readonly string[]): boolean {
  const wanted = routePath(path);
  if (ADMIN_ONLY_ROUTES.some((route) => wanted === route || wanted.startsWith(`${route}/`)))
    return isAdmin(roles);
  if (!routeCarriesDashboardTag(path)) return true;
  return roles.includes(ROUTE_ADMIN_ROLE) || roles.includes(DASHBOARD_TAG);
}
