import { DEFAULT_SETTINGS, SHELL_MESSAGES, THEME_COLOURS } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { openLoggedIn, SETTINGS_KEY, screenshot, storage, useJourney } from '../support/journey';

/** §2 Settings drawer, §9 defaults: changes apply at once, persist locally and survive a reload. */
describe('journey: display settings persisted across reload', () => {
  const journey = useJourney();

  it('switches to the side menu and a theme colour, and keeps both after a reload', async () => {
    const page = await journey.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openLoggedIn(page, 'admin', '/manage/index');
    const layout = page.getByTestId('main-layout');
    expect(await layout.getAttribute('data-layout')).toBe(DEFAULT_SETTINGS.layout);

    await page.getByTestId('display-settings-button').click();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.waitFor();
    await screenshot(page, 'settings-1-drawer');
    await page.getByTestId('settings-layout-sidemenu').click();
    const purple = THEME_COLOURS.find((colour) => colour.key === 'purple')!;
    await page.getByTestId(`settings-colour-${purple.key}`).click();
    await page.getByTestId('settings-copy').click();
    await page.locator('.ant-message-notice').filter({ hasText: SHELL_MESSAGES.copyDone.en }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toMatchObject({ layout: 'sidemenu', primaryColor: purple.hex });
    await screenshot(page, 'settings-2-changed');

    const stored = JSON.parse((await storage(page))[SETTINGS_KEY] ?? '{}');
    expect(stored).toMatchObject({ layout: 'sidemenu', primaryColor: purple.hex });

    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await layout.getAttribute('data-layout')).toBe('sidemenu');
    // The primary colour reaches antd through its theme tokens: the selected menu item is drawn in it.
    const colour = await page
      .getByTestId('menu-main')
      .locator('.ant-menu-item-selected')
      .first()
      .evaluate((item) => getComputedStyle(item).color);
    expect(colour).toBe('rgb(114, 46, 209)');
    await screenshot(page, 'settings-3-after-reload');
  });

  it('collapses the sidebar to 80 px and remembers it', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/manage/index');
    await page.getByTestId('display-settings-button').click();
    await page.getByTestId('settings-layout-sidemenu').click();
    await page.keyboard.press('Escape');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();
    expect(Math.round((await sidebar.boundingBox())!.width)).toBe(256);
    await page.getByTestId('toggle-sidebar').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width === 80,
    );
    await page.reload();
    await sidebar.waitFor();
    expect(Math.round((await sidebar.boundingBox())!.width)).toBe(80);
    await screenshot(page, 'settings-4-collapsed');
  });
});
