import { describe, expect, it } from 'vitest';
import { openLoggedIn, screenshot, useJourney } from '../support/journey';

/** §9: English by default; zh-CN loaded lazily as its own chunk, with antd's locale; and back. */
describe('journey: language switch to zh-CN and back', () => {
  const journey = useJourney();

  it('switches the shell to Chinese, loading its chunk once, keeps it across a reload, and switches back', async () => {
    const page = await journey.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/zh-cn/i.test(request.url()) && request.resourceType() === 'script') chunks.push(request.url());
    });
    await openLoggedIn(page, 'admin', '/manage/index');
    const menu = page.getByTestId('menu-main');
    await menu.getByText('Project management').waitFor();
    expect(chunks).toEqual([]);

    await page.getByTestId('language-switch').click();
    await menu.getByText('项目管理').waitFor();
    expect(await page.getByTestId('language-switch').getAttribute('data-locale')).toBe('zh-CN');
    expect(chunks.length).toBeGreaterThan(0);
    await screenshot(page, 'language-1-zh-CN');

    await page.reload();
    await menu.getByText('项目管理').waitFor();

    await page.getByTestId('language-switch').click();
    await menu.getByText('Project management').waitFor();
    expect(await page.getByTestId('language-switch').getAttribute('data-locale')).toBe('en');
    await screenshot(page, 'language-2-back-to-en');
  });

  it('switches the login page too', async () => {
    const page = await journey.newPage();
    await page.goto('/user/login');
    await page.getByTestId('login-form').waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByTestId('login-form').getByText('用户名').first().waitFor();
    await screenshot(page, 'language-3-login-zh-CN');
  });
});
