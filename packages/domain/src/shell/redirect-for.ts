import { REDIRECT_PARAM } from './login-redirect-target';
import { isManagePath } from './menu-for-path';
import { isUnderPrefix, normalisePath } from './normalise-path';
import { ROUTE_REDIRECTS, SHELL_PATHS } from './routes';

export interface RedirectInput {
  readonly pathname: string;
  /** The raw query string, with or without its '?'. */
  readonly search: string;
  readonly hasToken: boolean;
  /** Whether a project is selected for the operation screen (§2 Menus). */
  readonly hasCurrentProject: boolean;
  /** Routes of the AppModule items whose description is 'manage'. */
  readonly serverManageRoutes: readonly string[];
}

/** The login pages: the /user subtree, the only routes reachable without a token (§2 Routes, §6). */
export function isLoginPage(pathname: string): boolean {
  return isUnderPrefix(pathname, '/user');
}

/** The login address that brings the user back to `wanted` (path plus query) afterwards (§2 Routes). */
export function loginUrlFor(wanted: string): string {
  return `${SHELL_PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}

/**
 * Where the shell sends a visit instead (§2 Routes, §2 Menus, §6), or null to render it. The fixed
 * redirects are resolved first, so one call gives the final target ('/' without a token goes straight
 * to login with redirect=/home/index) and the query rides along.
 */
export function redirectFor(input: RedirectInput): string | null {
  const query = input.search === '' || input.search === '?' ? '' : `?${input.search.replace(/^\?/, '')}`;
  const path = normalisePath(input.pathname);
  const alias = ROUTE_REDIRECTS[path];
  const target = alias ?? path;
  // "An unauthenticated visit to any route goes to login with a redirect query holding the wanted path."
  if (!input.hasToken && !isLoginPage(target)) return loginUrlFor(target + query);
  // "A logged-in user is redirected to /home/index."
  if (input.hasToken && target === SHELL_PATHS.login) return SHELL_PATHS.home;
  // "Entering a manage-type path with no current project selected redirects to /manage/index."
  if (input.hasToken && !input.hasCurrentProject && isManagePath(target, input.serverManageRoutes)) {
    return target === SHELL_PATHS.manageList ? null : SHELL_PATHS.manageList;
  }
  return alias === undefined ? null : target + query;
}
