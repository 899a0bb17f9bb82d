import { describe, expect, it } from 'vitest';
import { openLoggedIn, screenshot, useJourney, where } from '../support/journey';

/** §1, §6: the Admin role sees the settings icon in the header, which opens /organize-manage. */
describe('journey: the Admin-only settings icon', () => {
  const journey = useJourney();

  it('is shown to admin and opens /organize-manage', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/manage/index');
    await page.getByTestId('admin-settings').click();
    await page.waitForURL((url) => url.pathname === '/organize-manage');
    expect(where(page).pathname).toBe('/organize-manage');
    await screenshot(page, 'admin-settings-1-admin');
  });

  it('is not shown to an agent', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'agent', '/manage/index');
    await page.getByTestId('user-area').waitFor();
    expect(await page.getByTestId('admin-settings').count()).toBe(0);
    await screenshot(page, 'admin-settings-2-agent');
  });
});
