import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How long a flow move may take from its confirm to the next step's address: the move's request, then
 * the route's code. A busy CI machine (Storybook's browser tests beside the journeys) has taken over 15 s.
 */
const MOVE_TIMEOUT_MS = 30_000;

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
  await page.waitForURL((url) => url.pathname === toPath, { timeout: MOVE_TIMEOUT_MS });
  await page.locator(`[data-testid="step-page"][data-router="${toPath}"]`).waitFor();
}

/** Opens the bid exception modal of the §4 menu (Bid exception) from the operation header. */
export async function openExceptionModal(page: Page): Promise<Locator> {
  await page.getByTestId('operation-correct').click();
  await page.getByRole('menuitem', { name: 'Bid exception' }).click();
  return page.getByTestId('bid-exception-modal');
}

/** Opens an exception of the §4 menu (Bid exception → `kind`) from the operation header. */
export async function openException(page: Page, kind: string): Promise<void> {
  await (await openExceptionModal(page)).locator(`[data-exception="${kind}"]`).click();
}

/** An Admin's process jump (§4) to the step named `step`, waiting for that step's page at `toPath`. */
export async function processJump(page: Page, step: string, toPath: string): Promise<void> {
  await openException(page, 'processJump');
  const modal = page.getByTestId('process-jump-modal');
  await modal.getByRole('combobox').click();
  await page.locator('.ant-select-item-option').filter({ hasText: step }).click();
  await modal.getByRole('button', { name: 'Jump' }).click();
  await confirmDialog(page);
  await page.waitForURL((url) => url.pathname === toPath, { timeout: MOVE_TIMEOUT_MS });
  await page.locator(`[data-testid="step-page"][data-router="${toPath}"]`).waitFor();
}

/**
 * Saves the draft shown in `draft` (the draft form, or the whole page) of a notice step and publishes it;
 * resolves with the step's documents once published.
 */
export async function saveAndPublish(page: Page, draft: Page | Locator): Promise<Locator> {
  await draft.getByRole('button', { name: 'Save draft' }).click();
  const documents = page.getByTestId('documents');
  await documents.getByText('Draft').waitFor();
  await documents.getByRole('button', { name: 'Publish' }).click();
  await confirmDialog(page);
  await documents.getByText(/^Published/).waitFor({ timeout: 30_000 });
  return documents;
}

/**
 * Waits for a project's info drawer, which the operation screen opens by itself the first time a user
 * opens the project, to collapse again (§9: after 2 s) before the page beneath it is used. The pointer is
 * moved off the page first: resting on the drawer pauses its collapse (info-drawer.tsx), and a click
 * aimed at a button the drawer covers would rest it there and wait for ever.
 */
export async function infoDrawerCollapsed(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  const drawer = page.getByTestId('operation-drawer');
  await drawer.waitFor();
  await drawer.waitFor({ state: 'hidden' });
}
