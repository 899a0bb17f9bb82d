import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  openLoggedIn,
  screenshot,
  storage,
  t,
  useJourney,
  where,
} from '../support/journey';

/** §2: logout from the user area, with a confirm prompt; it clears local storage and goes to login. */
describe('journey: logout with a confirm prompt', () => {
  const journey = useJourney();

  it('asks first, stays on cancel, and on confirm clears local storage and shows the login page', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'agent', '/manage/index');
    expect(await storage(page)).toHaveProperty(ACCESS_TOKEN_KEY);

    await page.getByTestId('logout-button').click();
    const dialog = page.getByRole('dialog').filter({ hasText: t('logout.confirmTitle') });
    await dialog.waitFor();
    await screenshot(page, 'logout-1-confirm');
    await page.getByTestId('logout-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(where(page).pathname).toBe('/manage/index');
    expect(await storage(page)).toHaveProperty(ACCESS_TOKEN_KEY);

    await page.getByTestId('logout-button').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByTestId('login-form').waitFor();
    expect(await storage(page)).not.toHaveProperty(ACCESS_TOKEN_KEY);
    await screenshot(page, 'logout-2-login');

    // The token is gone for real: a guarded route sends us back to login.
    await page.goto('/manage/index');
    await page.waitForURL((url) => url.pathname === '/user/login');
  });
});
