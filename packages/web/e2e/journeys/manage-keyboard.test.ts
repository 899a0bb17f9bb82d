import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openLoggedIn, screenshot, useJourney } from '../support/journey';

/** What has the keyboard focus: its tag, its label or text, and whether it sits in the first table row. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { name: 'none', inFirstRow: false };
    const row = document.querySelector('[data-testid="project-table"] tbody tr.ant-table-row');
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('placeholder') ??
      (element.textContent ?? '').trim().slice(0, 30);
    return { name: `${element.tagName.toLowerCase()} ${name}`, inFirstRow: !!row?.contains(element) };
  });

/**
 * Every screen can be worked by keyboard: on the manage list (zh-CN), Tab leads from the first search
 * field through the others, the creation date range, 查询 and 重置 into the table's first row.
 */
describe('journey: the manage list by keyboard', () => {
  const journey = useJourney();

  it('tabs from the first search field to the first row, through the date range and 查询', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'manager', '/manage/index');
    await page.getByTestId('language-switch').click();
    const search = page.getByTestId('project-search');
    await search.getByText('项目名称').waitFor();
    await page.getByTestId('project-table').locator('tbody tr.ant-table-row').first().waitFor();
    await search.getByLabel('项目名称').focus();
    const trail: string[] = [];
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      trail.push(now.name);
      if (now.inFirstRow) break;
    }
    await screenshot(page, 'manage-keyboard-first-row');
    expect(trail, trail.join(' → ')).toContain('button 查 询');
    expect((await focused(page)).inFirstRow, trail.join(' → ')).toBe(true);
  });
});
