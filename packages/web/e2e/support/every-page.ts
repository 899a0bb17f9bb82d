import { FLOW_PATHS, isLoginPage, ROUTES } from '@tender/domain';

/**
 * Every page a signed-in user can load: each page of §2's route table (not the redirects, the catch-all
 * or the login pages) and each step page the flow moves to. Journeys that must hold on every screen walk
 * these, with a project's `?id=`.
 */
export const EVERY_SIGNED_IN_PAGE: readonly string[] = [
  ...ROUTES.filter((route) => route.path !== '*' && !route.redirectTo && !isLoginPage(route.path)).map(
    (route) => route.path,
  ),
  ...FLOW_PATHS,
];
