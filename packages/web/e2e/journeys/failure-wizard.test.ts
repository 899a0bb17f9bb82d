import {
  type BondLedgerRepository,
  BondLedgerRepository as BondLedgerToken,
  JumpFlow,
  type Project,
  type RecordRepository,
  RecordRepository as RecordToken,
  retenderName,
} from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { confirmDialog } from '../support/flow-moves';
import { openLoggedIn, screenshot, useJourney, where } from '../support/journey';

/**
 * The failure wizard (ADR 0023) against the real server: a project at its sign-up step with one
 * sign-up has failed (fewer than 3); the wizard shows what fell short, re-tenders it, and the prefilled
 * "（第2次招标）" project is saved with its package and the bidder who paid a bond.
 */
describe('journey: the failure wizard', () => {
  const journey = useJourney();

  it('re-tenders a tender with too few sign-ups, carrying its package and the bidder who paid', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const source: Project = await admin.createProject();
    const groupId = source.sGroupList[0]?.id as number;
    await admin.container.get<BondLedgerRepository>(BondLedgerToken).savePayment({
      projectId: source.id,
      groupId,
      bidder: '旅程甲供应商',
      amount: '5000',
      paidOn: '2026-01-05',
      payerName: '旅程甲供应商',
    });
    await admin.container.get(JumpFlow).execute({ projectId: source.id, actor: admin.actor, to: '报名' });
    const records = admin.container.get<RecordRepository>(RecordToken);
    await records.create('signUp', {
      projectId: source.id,
      supplierName: '旅程甲供应商',
      signUp_state: '1',
      signUp_groupId: groupId,
    });

    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/sign-up?id=${source.id}`);
    await page.getByTestId('failure-wizard-open').click();
    const wizard = page.getByTestId('failure-wizard-modal');
    await wizard
      .getByTestId('failure-shortfalls')
      .locator('[data-shortfall="sign-up-too-few-registered"]')
      .waitFor();
    await screenshot(page, 'failure-wizard-shortfalls');
    await wizard.getByTestId('failure-wizard-next').click();
    await wizard.locator('[data-exit="retender"]').click();
    await wizard.getByTestId('failure-wizard-next').click();
    const newName = retenderName(source.projectName, 2);
    await expect.poll(() => wizard.getByTestId('failure-retender-name').textContent()).toBe(newName);
    await wizard.getByTestId('failure-wizard-run').click();
    await confirmDialog(page);

    await page.waitForURL((url) => url.pathname === '/create-project');
    expect(where(page).search.get('rebiddingId')).toBe(String(source.id));
    const form = page.getByTestId('project-form');
    const name = form.getByLabel('Project name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe(newName);
    await form.getByLabel('Project number', { exact: true }).fill(`${source.projectNum}-2`);
    await page.getByTestId('project-save').click();
    await page.waitForURL((url) => url.pathname === '/tender-document');
    const retenderId = Number(where(page).search.get('id'));
    expect(retenderId).not.toBe(source.id);

    await page.goto(`/manage/detail?id=${retenderId}`);
    const detail = page.getByTestId('project-detail');
    await detail.getByText(newName).first().waitFor();
    await detail.getByText('Package 1: 标段一').waitFor();
    await screenshot(page, 'failure-wizard-retendered');

    // The bidder who paid is a sign-up of the new project's package, awaiting review.
    const carried = await records.listByProject('signUp', retenderId);
    expect(carried.map((s) => [s.supplierName, s.signUp_state])).toEqual([['旅程甲供应商', '0']]);
    expect(carried[0]?.signUp_groupId).not.toBe(groupId);
    expect(carried[0]?.signUp_groupId).toEqual(expect.any(Number));
  });
});
