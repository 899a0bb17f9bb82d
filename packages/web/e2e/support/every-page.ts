import { FLOW_PATHS, isLoginPage, ROUTES } from '@tender/domain';
import type { Page } from 'playwright-core';

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

/**
 * Goes to a page as the app's own links do (the router follows the history), not by loading the app
 * again: the walk then costs a page's render and data, not a whole start per route.
 */
export async function goTo(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForURL((at) => `${at.pathname}${at.search}` === url);
}

/**
 * Waits until the shown page's own content has come in: no spinner, skeleton or loading table is left
 * in view. A hidden page of the tab bar keeps its own out of sight, where it may wait until it shows
 * again (its effects are stopped): only what can be seen counts.
 */
export async function loaded(page: Page): Promise<void> {
  await page.getByTestId('main-layout').waitFor();
  await page.waitForFunction(() =>
    [
      ...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, [data-testid="page-spinner"]'),
    ].every((element) => !element.checkVisibility()),
  );
}
