import { EXCEPTION_PAGES } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { logIn, openLoggedIn, screenshot, settled, useJourney, where } from '../support/journey';

/** §2 Exception pages: the spec's texts and a back-to-home button that goes to the home route. */
describe('journey: exception pages', () => {
  const journey = useJourney();

  it('shows 404 at /404 and for an unknown path inside the main layout, and goes back home', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/404');
    await page.getByTestId('exception-404').getByText(EXCEPTION_PAGES[404].message.en).waitFor();
    await screenshot(page, 'exception-1-404');
    await page.getByTestId('exception-back-home').click();
    await page.waitForURL((url) => url.pathname === '/home/index');

    await page.goto('/no/such/page');
    await page.getByTestId('main-layout').getByTestId('exception-404').waitFor();
    await screenshot(page, 'exception-2-unknown-path');
    await page.getByTestId('exception-back-home').click();
    await page.waitForURL((url) => url.pathname === '/home/index');
  });

  it('shows 500 when a screen cannot load its code, and goes back home', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/home/index');
    // What users meet when a screen's chunk cannot be fetched (a dropped connection, or a deploy that
    // replaced the chunk under an open page): the screen crashes into the error boundary's 500 page. The
    // network fails here, not the app: no test-only route or switch in the product.
    const chunk = '**/assets/closing-list-page-*.js';
    await page.route(chunk, (route) => route.abort('failed'));
    await page.goto('/end-project');
    await page.getByTestId('exception-500').getByText(EXCEPTION_PAGES[500].message.en).waitFor();
    await screenshot(page, 'exception-3-500');
    await page.unroute(chunk);
    await page.getByTestId('exception-back-home').click();
    await page.waitForURL((url) => url.pathname === '/home/index');
    await settled(page);
  });

  it('refuses the settings to a viewer with the 403 page, and goes back home', async () => {
    const page = await journey.newPage();
    // §6: the settings are the Admin role's; the route role the client adds does not open them.
    await page.goto('/user/login?redirect=%2Forganize-manage');
    await logIn(page, 'viewer');
    await page.getByTestId('exception-403').getByText(EXCEPTION_PAGES[403].message.en).waitFor();
    expect(where(page).pathname).toBe('/organize-manage');
    await screenshot(page, 'exception-4-403');
    await page.getByTestId('exception-back-home').click();
    await page.waitForURL((url) => url.pathname === '/home/index');
  });
});
