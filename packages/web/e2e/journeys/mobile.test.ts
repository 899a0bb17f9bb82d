import { describe, expect, it } from 'vitest';
import { openLoggedIn, screenshot, useJourney, where } from '../support/journey';

/** §9 breakpoints: up to 576 px is mobile, where the sidebar becomes a drawer opened from the header. */
describe('journey: a narrow (mobile) viewport', () => {
  const journey = useJourney();

  it('shows the menu in a drawer and navigates from it', async () => {
    const page = await journey.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto('/user/login');
    await page.getByTestId('login-form').waitFor();
    await screenshot(page, 'mobile-1-login');
    await openLoggedIn(page, 'manager', '/home/index');
    const layout = page.getByTestId('main-layout');
    expect(await layout.getAttribute('data-screen')).toBe('mobile');
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await screenshot(page, 'mobile-2-home');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByTestId('open-menu').click();
    const drawer = page.getByTestId('menu-drawer');
    await drawer.waitFor();
    await screenshot(page, 'mobile-3-menu-drawer');
    await drawer.locator('a[href="/manage/index"]').click();
    await page.waitForURL((url) => url.pathname === '/manage/index');
    await drawer.waitFor({ state: 'hidden' });
    expect(where(page).pathname).toBe('/manage/index');
    await screenshot(page, 'mobile-4-manage');
  });
});
