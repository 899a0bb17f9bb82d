import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Confirms the open confirm dialog with its primary button, in any language. */
export async function confirmDialog(page: Page): Promise<void> {
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
}

/**
 * Moves the shown project to its next step with the header's button and its confirm, and waits for the
 * new step's own page — not the previous one still shown while the new page's code loads.
 */
export async function nextStep(page: Page, toPath: string): Promise<void> {
  const button = page.getByTestId('operation-next-step');
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await confirmDialog(page);
  await page.waitForURL((url) => url.pathname === toPath);
  await page.locator(`[data-testid="step-page"][data-router="${toPath}"]`).waitFor();
}
