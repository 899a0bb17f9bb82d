import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { englishOnScreen } from '../support/english-on-screen';
import { openLoggedIn, screenshot, useJourney, where } from '../support/journey';

/** Whether the element is wholly inside the window and below the shell's fixed header. */
async function shownBelowHeader(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const header = await page.locator('.ant-layout-header').first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!box || !header) return false;
  return box.y >= header.y + header.height && box.y + box.height <= height;
}

/** Whether the element is wholly inside the window. */
async function inWindow(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return !!box && box.y >= 0 && box.y + box.height <= height;
}

/**
 * Project creation shows its errors (§5), in Chinese, as an agent (a creator who is no Admin): a refused
 * save lists every error at the top, brings the first field into view below the fixed header, and each
 * listed error leads to its field, however far down; Save and Save draft stay in view. The project is
 * then saved with its creator as manager, named in the list and the detail.
 */
describe('journey: a project form with errors, in Chinese', () => {
  const journey = useJourney();

  it('lists every error, shows each field below the header, keeps the buttons in view, then saves', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'agent', '/create-project');
    await page.getByTestId('language-switch').click();
    const form = page.getByTestId('project-form');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('项目名称').waitFor();
    await field('项目预算').fill('100');
    await form.getByRole('button', { name: '添加标段' }).click();
    await field('标段预算（元）').fill('100.01');

    await page.getByTestId('project-save').click();
    const summary = page.getByTestId('form-error-summary');
    await summary.waitFor();
    const links = summary.getByRole('button');
    const texts = await links.allTextContents();
    expect(texts.some((text) => text.startsWith('项目名称'))).toBe(true);
    expect(texts.some((text) => text.startsWith('项目编号'))).toBe(true);
    expect(texts.some((text) => text.includes('100.01'))).toBe(true);
    // The first error's field is in view, under the header, not behind it.
    await expect.poll(() => shownBelowHeader(page, field('项目名称'))).toBe(true);
    await screenshot(page, 'create-project-errors-1-summary');
    expect(await englishOnScreen(page), 'English on the refused form').toEqual([]);

    // The package budget error, far below: its link brings the packages into view below the header.
    await links.filter({ hasText: '100.01' }).click();
    await expect.poll(() => shownBelowHeader(page, form.locator('#sGroupList'))).toBe(true);
    // Save and Save draft stay in view wherever the form is scrolled.
    for (const position of [0, 600, 100_000]) {
      await page.evaluate((top) => {
        const scroller = document.scrollingElement ?? document.documentElement;
        scroller.scrollTo({ top });
        document.querySelector('.ant-layout-content')?.scrollTo({ top });
      }, position);
      await expect.poll(() => inWindow(page, page.getByTestId('project-save'))).toBe(true);
      await expect.poll(() => inWindow(page, page.getByTestId('project-save-draft'))).toBe(true);
    }
    await screenshot(page, 'create-project-errors-2-packages');

    // Fixed, it saves, and the project is managed by its creator, named in the list and the detail.
    const number = `E2E-ERR-${Date.now()}`;
    const name = `改正错误后保存的项目 ${number}`;
    await links.filter({ hasText: '项目名称' }).click();
    await expect
      .poll(() => field('项目名称').evaluate((input) => input === document.activeElement))
      .toBe(true);
    await page.keyboard.type(name);
    await field('项目编号').fill(number);
    await field('标段名称').fill('一标段');
    await field('标段预算（元）').fill('50');
    await page.getByTestId('project-save').click();
    await page.waitForURL((url) => url.pathname !== '/create-project' && url.searchParams.has('id'));
    const id = Number(where(page).search.get('id'));
    await page.goto('/manage/index');
    const row = page.getByTestId('project-table').locator('tr', { hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('李代理');
    await page.goto(`/manage/detail?id=${id}`);
    await page.getByTestId('project-detail').getByText('李代理').first().waitFor();
  });
});
