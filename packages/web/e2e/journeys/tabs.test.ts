import { TAB_MESSAGES } from '@tender/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { openLoggedIn, screenshot, settled, t, useJourney, where } from '../support/journey';

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

  it("keeps each tab's page alive: a half-typed form, a list's typed filter and its scroll, with no new request", async () => {
    // Short, so the list scrolls.
    const page = await journey.newPage({ viewport: { width: 1280, height: 600 } });
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Sproject/GetPaged')) listRequests.push(request.url());
    });
    await openLoggedIn(page, 'admin', '/manage/index');
    const list = page.getByTestId('project-table');
    await list.locator('tr.ant-table-row').first().waitFor();
    const listTab = page.locator('[data-testid="tab"][data-tab-key="/manage/index"]');
    const search = page.getByTestId('project-search').getByLabel(t('manage.search.name'));
    await search.fill('half a filter');
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    // The tab bar stays in view under the fixed header while the page scrolls.
    const inView = await listTab.evaluate((tab) => {
      const box = tab.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView, 'the tab bar in view after a scroll').toBe(true);
    const requestsBefore = listRequests.length;

    // Away from the scrolled list by the fixed header's menu, back by the list's tab (it stays under the
    // fixed header).
    // The address moves before the page is drawn, and a hidden page stays in the document: each switch
    // waits until the page it went to can be seen.
    const form = page.getByTestId('project-form');
    const toForm = async () => {
      await page.getByTestId('menu-main').locator('a[href^="/create-project"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/create-project'));
      await form.waitFor();
    };
    await toForm();
    const name = form.getByLabel('Project name', { exact: true });
    await name.fill('A project typed halfway');

    for (const round of [1, 2]) {
      await listTab.click();
      await page.waitForURL((url) => url.pathname === '/manage/index');
      await list.waitFor();
      expect(await search.inputValue(), `round ${round}: the filter`).toBe('half a filter');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await list.locator('tr.ant-table-row').count()).toBeGreaterThan(0);

      await toForm();
      expect(await name.inputValue(), `round ${round}: the form`).toBe('A project typed halfway');
    }
    // A full-page picture resizes the window, which scrolls it: only once the scrolls are checked.
    await screenshot(page, 'tabs-4-form-kept');
    // Kept alive: the list was shown twice more and never asked for again.
    expect(listRequests.length).toBe(requestsBefore);
    // The hidden list stays in the document: no id of the form's may also be one of the list's search.
    const sameIds = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(sameIds).toEqual([]);
  });

  it('shows a library and the system notices again from their tabs without asking for them again', async () => {
    const page = await journey.newPage();
    const listRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/Bidder/GetPaged') || url.includes('/SystemNotice/GetPaged')) listRequests.push(url);
    });
    await openLoggedIn(page, 'admin', '/home/supplier-library');
    const library = page.getByTestId('library-table');
    await library.locator('tr.ant-table-row').first().waitFor();
    const notices = page.getByTestId('system-notice-table');
    await page.getByTestId('system-notice-badge').click();
    await page.waitForURL((url) => url.pathname.startsWith('/sys-notice'));
    await notices.locator('tr.ant-table-row').first().waitFor();
    const requestsBefore = listRequests.length;

    const tab = (prefix: string) => page.locator(`[data-testid="tab"][data-tab-key^="${prefix}"]`);
    for (const round of [1, 2]) {
      await tab('/home/supplier-library').click();
      await page.waitForURL((url) => url.pathname === '/home/supplier-library');
      await library.waitFor();
      expect(
        await library.locator('tr.ant-table-row').count(),
        `round ${round}: the library`,
      ).toBeGreaterThan(0);
      await tab('/sys-notice').click();
      await page.waitForURL((url) => url.pathname.startsWith('/sys-notice'));
      await notices.waitFor();
      expect(
        await notices.locator('tr.ant-table-row').count(),
        `round ${round}: the notices`,
      ).toBeGreaterThan(0);
    }
    // Kept alive and fresh: both lists were shown twice more and never asked for again.
    expect(listRequests.length).toBe(requestsBefore);
  });

  it('asks before closing a hidden tab whose page holds unsaved changes, and keeps it on "keep"', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/manage/index');
    const form = page.getByTestId('project-form');
    await page.getByTestId('menu-main').locator('a[href^="/create-project"]').click();
    await form.waitFor();
    const name = form.getByLabel('Project name', { exact: true });
    await name.fill('Typed, not saved');
    // The form's tab goes into hiding behind the list's.
    await page.locator('[data-testid="tab"][data-tab-key="/manage/index"]').click();
    await page.getByTestId('project-table').waitFor();
    const formTab = page.locator('[data-testid="tab"][data-tab-key^="/create-project"]');
    const dialog = page.getByRole('dialog').filter({ hasText: t('tabs.unsavedTitle') });

    await formTab.locator('xpath=..').getByTestId('tab-close').click();
    await dialog.getByRole('button', { name: t('tabs.unsavedKeep') }).click();
    await dialog.waitFor({ state: 'detached' });
    await formTab.click();
    await form.waitFor();
    expect(await name.inputValue()).toBe('Typed, not saved');

    await page.locator('[data-testid="tab"][data-tab-key="/manage/index"]').click();
    await page.getByTestId('project-table').waitFor();
    await formTab.locator('xpath=..').getByTestId('tab-close').click();
    await dialog.getByRole('button', { name: t('tabs.unsavedDiscard') }).click();
    await formTab.waitFor({ state: 'detached' });
    expect(where(page).pathname).toBe('/manage/index');
  });
});
