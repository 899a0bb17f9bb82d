import { TAB_MESSAGES } from '@tender/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { openLoggedIn, screenshot, settled, useJourney, where } from '../support/journey';

/** §2 multi-tab bar: a tab per visited page, 206 px wide, and a context menu with its exact messages. */
describe('journey: the multi-tab bar and its messages', () => {
  const journey = useJourney();

  const tabKeys = (page: Page) =>
    page.getByTestId('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-tab-key')));
  const command = async (
    page: Page,
    key: string,
    name: 'close' | 'close-right' | 'close-left' | 'close-all',
  ) => {
    const item = page.getByTestId(`tab-menu-${name}`).locator('visible=true');
    // The context menu opens at the pointer and zooms in; on a busy machine a re-render of the page behind
    // it (a route still settling after a close) can shut it before the click lands. Open it again until the
    // command is taken: each command here is idempotent, so a second try changes nothing the test reads.
    await vi.waitFor(
      async () => {
        if (!(await item.isVisible())) {
          await page.locator(`[data-testid="tab"][data-tab-key="${key}"]`).click({ button: 'right' });
        }
        await item.click({ timeout: 3_000 });
      },
      { timeout: 30_000, interval: 250 },
    );
    await item.waitFor({ state: 'hidden' });
  };
  const expectMessage = async (page: Page, text: string) => {
    const notice = page.locator('.ant-message-notice').filter({ hasText: text });
    await notice.waitFor();
    // The message sits over the top of the page, where the next tab's context menu opens: let it go
    // (3 s), or it takes the next click. A message under the pointer stays while hovered: move away.
    await page.mouse.move(10, 700);
    await notice.waitFor({ state: 'detached' });
  };

  it('opens a tab per page and refuses the closes that §2 refuses, with its messages', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/home/index');
    // Move around through the main menu: each page opens its tab.
    for (const path of ['/manage/index', '/end-project']) {
      await page.getByTestId('menu-main').locator(`a[href="${path}"]`).click();
      await page.locator(`[data-testid="tab"][data-tab-key="${path}"]`).waitFor();
    }
    const keys = await tabKeys(page);
    expect(keys).toEqual(['/home/index', '/manage/index', '/end-project']);
    const width = await page
      .locator('.tender-tab-bar .ant-tabs-tab')
      .first()
      .evaluate((tab) => tab.getBoundingClientRect().width);
    // §9 tab width; soft, so the messages below are still checked when it is off.
    expect.soft(Math.round(width), 'tab width (§9)').toBe(206);
    await screenshot(page, 'tabs-1-open');

    const first = keys[0]!;
    const last = keys[keys.length - 1]!;
    await command(page, first, 'close-left');
    await expectMessage(page, TAB_MESSAGES.noLeftTabs.en);
    await command(page, last, 'close-right');
    await expectMessage(page, TAB_MESSAGES.noRightTabs.en);
    await screenshot(page, 'tabs-2-messages');

    await command(page, last, 'close-all');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tab"]').length === 1);
    await settled(page);
    const [only] = await tabKeys(page);
    expect(where(page).pathname).toBe(only);
    await command(page, only!, 'close');
    await expectMessage(page, TAB_MESSAGES.lastTab.en);
    await screenshot(page, 'tabs-3-last-tab');
  });
});
