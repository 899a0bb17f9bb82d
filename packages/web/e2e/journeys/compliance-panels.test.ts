import {
  type BondLedger,
  BondLedgerRepository,
  businessDateOf,
  businessDateTimeOf,
  formatMoney,
  JumpFlow,
  type Money,
  RecordRepository,
  referenceAgencyFee,
} from '@tender/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from '../support/api';
import { infoDrawerCollapsed } from '../support/flow-moves';
import { openLoggedIn, screenshot, t, useJourney } from '../support/journey';
import { pickDateTime } from '../support/step-forms';

/**
 * The compliance panels (ADR 0022) against the real server: the objection log suspends the steps its
 * objection is about until it is answered (实施条例 第二十二条); the bond ledger refuses a bond above 2 % of
 * the estimate with the cap and its article (实施条例 第二十六条) and dates each refund from the contract
 * (第五十七条); the agency fee is worked out by the reference rates as the amount is typed.
 */
describe('journey: the compliance panels', () => {
  const journey = useJourney();
  let admin: ApiSession;

  /** A new project of one package estimated at 50万 (its bond capped at 1万), opened on its operation screen. */
  const openProject = async (step?: string) => {
    admin ??= await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject();
    if (step) {
      await admin.container.get(JumpFlow).execute({ projectId: project.id, actor: admin.actor, to: step });
    }
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/manage/operation?id=${project.id}`);
    await page.getByTestId('step-page').waitFor();
    await infoDrawerCollapsed(page);
    return { project, page, groupId: project.sGroupList[0]?.id as number };
  };

  /** Opens one of the operation screen's collapsed panels by its line. */
  const openPanel = (page: Page, testId: string) =>
    page.getByTestId(testId).locator('.ant-collapse-header').click();

  /**
   * Picks `option` of the select `combobox` with the keyboard, as a keyboard user does: on a busy machine
   * a pointer's click waited 15 s for an option of the open list that never held still. Resolves once the
   * field shows the option and the list has closed: a list still leaving (its animation) is another open
   * list to the next field's pick.
   */
  const choose = async (page: Page, combobox: Locator, option: string) => {
    const openLists = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await combobox.click();
    const active = openLists.locator('.ant-select-item-option-active');
    for (let step = 0; step < 10 && (await active.textContent()) !== option; step++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect
      .poll(() => combobox.evaluate((field) => field.closest('.ant-select')?.textContent))
      .toContain(option);
    await expect.poll(() => openLists.count()).toBe(0);
  };

  it('registers an objection to the tender documents, which suspends the opening until it is answered', async () => {
    const { page } = await openProject('开标评标');
    await page.waitForURL(/\/bid-evaluation\/index\?id=/);
    await page.getByRole('tab', { name: /Objections and queries/ }).click();
    await page.getByRole('button', { name: 'Register objection' }).click();
    const form = page.getByTestId('register-objection-form');
    await pickDateTime(
      page,
      form.getByLabel('Received at'),
      businessDateTimeOf(new Date(Date.now() - 60_000)).slice(0, 16),
    );
    const dialog = page.getByRole('dialog');
    await choose(page, dialog.getByLabel('About', { exact: true }), 'Tender documents');
    await choose(page, dialog.getByLabel('Received by', { exact: true }), 'Written letter');
    await form.getByLabel('Objector').fill('甲建设有限公司');
    await form.getByLabel('Objection').fill('评标办法中的业绩要求排斥潜在投标人。');
    await page.getByRole('dialog').getByRole('button', { name: 'Register objection' }).click();

    // Listed with its reply clock (3 days, 第二十二条), and the opening's page says it is suspended.
    const row = page
      .getByTestId('objections')
      .locator('tr.ant-table-row')
      .filter({ hasText: '甲建设有限公司' });
    await row.locator('[data-testid="objection-clock"][data-kind="reply"]').waitFor();
    expect(await row.getByTestId('objection-clock').textContent()).toMatch(/第二十二条|art\. 22/);
    await page.getByTestId('step-suspended').waitFor();
    await screenshot(page, 'compliance-objection-suspends');

    await row.getByRole('button', { name: 'Reply' }).click();
    await page
      .getByTestId('reply-objection-form')
      .getByLabel('Reply', { exact: true })
      .fill('业绩要求与项目规模相适应，异议不成立。');
    await page.getByRole('dialog').getByRole('button', { name: 'Reply' }).click();
    await page.getByTestId('step-suspended').waitFor({ state: 'detached' });
    await row.locator('[data-testid="objection-clock"][data-kind="complaint"]').waitFor();
    await screenshot(page, 'compliance-objection-answered');
  });

  it('records a bond with its refund due, refuses one above 2 % of the estimate with the article, and records the refund', async () => {
    const { project, page, groupId } = await openProject();
    // The contract is signed today: each bond is refunded within 5 days of it (第五十七条).
    const today = businessDateOf(new Date());
    await admin.container.get<RecordRepository>(RecordRepository).create('contract', {
      projectId: project.id,
      contract_groupId: groupId,
      supplierName: '甲建设有限公司',
      contract_amount: '480000.00' as Money,
      contract_signedOn: today,
    });
    await openPanel(page, 'bond-ledger');
    await page.getByTestId('bond-record').click();
    const form = page.getByTestId('bond-payment-form');
    // The package's cap and its article, beside the amount.
    expect(await form.getByTestId('bond-form-cap').textContent()).toMatch(/10,000\.00.*art\. 26/);
    await form.getByTestId('bond-bidder').fill('甲建设有限公司');
    await form.getByTestId('bond-payer').fill('甲建设有限公司');
    await form.getByTestId('bond-amount').fill('10000.01');
    await page.getByTestId('bond-payment-save').click();
    const refusal = page.getByTestId('bond-payment-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/may not exceed 10000\.00 yuan.*art\. 26/);
    await screenshot(page, 'compliance-bond-refused');

    await form.getByTestId('bond-amount').fill('10000');
    await page.getByTestId('bond-payment-save').click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('bond-row').filter({ hasText: '甲建设有限公司' });
    const ledger: BondLedger = await admin.container
      .get<BondLedgerRepository>(BondLedgerRepository)
      .ledger(project.id);
    const due = ledger.entries[0]?.refund?.dueDate;
    expect(due).toMatch(/^\d{4}-\d\d-\d\d$/);
    const status = row.getByTestId('bond-refund-status');
    await expect.poll(() => status.textContent()).toBe(`Due by ${due}`);
    expect(await row.textContent()).toContain(formatMoney('10000.00' as Money));

    await row.getByTestId('bond-refund').click();
    await page.getByTestId('bond-refund-save').click();
    await expect.poll(() => status.getAttribute('data-status')).toBe('met');
    expect(await status.textContent()).toBe(`Refunded ${today}`);
    await screenshot(page, 'compliance-bond-refunded');
  });

  it('shows the reference fee of a winning amount as it is typed, saves it and changes its invoice status', async () => {
    const { project, page } = await openProject();
    await openPanel(page, 'agency-fees');
    await page.getByTestId('fee-set').click();
    const form = page.getByTestId('fee-form');
    const amount = '12345678.90';
    const reference = formatMoney(referenceAgencyFee('goods', amount as Money));
    await form.getByRole('spinbutton').first().fill(amount);
    await expect
      .poll(() => form.getByTestId('fee-form-reference').textContent())
      .toBe(t('fees.form.reference').replace('{amount}', reference));
    await page.getByTestId('fee-save').click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('fee-row');
    await expect.poll(() => row.getByTestId('fee-amount').textContent()).toBe(reference);

    await row.getByRole('combobox', { name: 'Invoice' }).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Invoiced$/ })
      .click();
    const fees = admin.container.get<BondLedgerRepository>(BondLedgerRepository);
    await expect
      .poll(async () => (await fees.fees(project.id)).packages[0]?.fee?.invoiceStatus)
      .toBe('invoiced');
    expect(await row.textContent()).toContain('Invoiced');
    await screenshot(page, 'compliance-fee-invoiced');
  });
});
