import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Say, t } from './journey';

/**
 * Records a passed qualification result for each supplier on the shown /qualification-result page, in
 * the named bid package, waiting for each row and for the form to clear before the next.
 */
export async function recordPassedResults(
  page: Page,
  suppliers: readonly string[],
  bidPackage: string,
  say: Say = t,
): Promise<void> {
  for (const supplierName of suppliers) {
    await page.getByLabel(say('steps.supplier')).fill(supplierName);
    await page.getByLabel(say('steps.package')).click();
    await page.locator('.ant-select-item-option').filter({ hasText: bidPackage }).click();
    await page.getByRole('button', { name: say('steps.addResult') }).click();
    await page.getByTestId('qualification-results').getByText(supplierName).waitFor();
    // The form clears once the save resolves, which may come after the row shows (live updates).
    await expect.poll(() => page.getByLabel(say('steps.supplier')).inputValue()).toBe('');
  }
}

/**
 * Types a date and time ("YYYY-MM-DD HH:mm") into an antd date-time picker and confirms it with the
 * picker's OK, which opens in a layer of the page outside the form; resolves once the field holds the
 * value and the layer has closed, so that a save that follows sends it.
 */
export async function pickDateTime(page: Page, field: Locator, value: string): Promise<void> {
  await field.fill(value);
  const open = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await open.locator('.ant-picker-ok button:not([disabled])').click();
  await open.waitFor({ state: 'hidden' });
  await expect.poll(() => field.inputValue()).toBe(value);
}
