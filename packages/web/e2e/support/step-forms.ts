import type { Page } from 'playwright-core';
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
