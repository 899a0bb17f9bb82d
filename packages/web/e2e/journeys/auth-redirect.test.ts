import { describe, expect, it } from 'vitest';
import { logIn, openLoggedIn, screenshot, settled, t, useJourney, where } from '../support/journey';

/** §2 Routes, §6: no token → login with the wanted path in `redirect`; after login, back to it. */
describe('journey: unauthenticated redirect and return after login', () => {
  const journey = useJourney();

  it('sends an anonymous visit to login with the redirect query, and returns there after login', async () => {
    const page = await journey.newPage();
    await page.goto('/manage/index?page=2');
    await page.waitForURL((url) => url.pathname === '/user/login');
    expect(where(page).search.get('redirect')).toBe('/manage/index?page=2');
    await page.getByLabel(t('login.userName')).waitFor();
    await screenshot(page, 'auth-redirect-1-login');

    await logIn(page, 'manager');
    await page.waitForURL((url) => url.pathname === '/manage/index');
    expect(where(page).search.get('page')).toBe('2');
    await settled(page);
    await screenshot(page, 'auth-redirect-2-returned');
  });

  it('refuses a wrong password without leaving the login page', async () => {
    const page = await journey.newPage();
    await page.goto('/user/login');
    await logIn(page, 'admin', 'wrong-password');
    await page.getByTestId('login-error').waitFor();
    expect(where(page).pathname).toBe('/user/login');
    await screenshot(page, 'auth-redirect-3-wrong-password');
  });

  it('sends a logged-in visit to login on to the home page, and / to /home/index', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'agent');
    await page.goto('/user/login');
    await page.waitForURL((url) => url.pathname === '/home/index');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/home/index');
  });

  it('serves a signed-out first load the login entry alone, and the app only once the user is in', async () => {
    const page = await journey.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/end-project');
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.getByTestId('login-submit').waitFor();
    // The entry, and nothing of the app (its start-app chunk brings antd and the container).
    expect(scripts.some((path) => /\/start-app-[\w-]+\.js$/.test(path))).toBe(false);
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);

    await logIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/end-project');
    expect(scripts.some((path) => /\/start-app-[\w-]+\.js$/.test(path))).toBe(true);
    await settled(page);
    await screenshot(page, 'auth-redirect-4-entry-then-app');
  });
});
