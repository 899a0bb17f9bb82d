import { normalisePath, parseQuery, redirectFor, SHELL_PATHS } from '@tender/domain';
import { handOverParameters } from '../features/auth/hand-over-sign-on';

/**
 * Where a first load shows the login entry instead of the app, or null for the app: a signed-out visit
 * that the app's guard would send to the password login (§2: any route → /user/login?redirect=<wanted>,
 * and /user/login itself). A signed-in visit, the other /user pages and a single sign-on hand-over (which
 * the app's own login page runs) get the app.
 */
export function loginEntryAddress(
  location: Pick<Location, 'pathname' | 'search'>,
  holdsToken: boolean,
): string | null {
  if (holdsToken) return null;
  const wanted =
    redirectFor({
      pathname: location.pathname,
      search: location.search,
      hasToken: false,
      hasCurrentProject: false,
      serverManageRoutes: [],
    }) ?? `${location.pathname}${location.search}`;
  const [path = '', query = ''] = wanted.split('?', 2);
  if (normalisePath(path) !== SHELL_PATHS.login) return null;
  return handOverParameters(parseQuery(query)) ? null : wanted;
}
