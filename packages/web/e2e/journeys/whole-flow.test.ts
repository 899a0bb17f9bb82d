import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { confirmDialog, nextStep } from '../support/flow-moves';
import { openLoggedIn, screenshot, useJourney } from '../support/journey';
import { recordPassedResults } from '../support/step-forms';

/**
 * The whole flow (§2, §4): a demo user takes a project from its first step through sign-up, qualification,
 * evaluation and the results to the closing application, in the browser only. (The project itself is
 * created over the API: project creation has its own journey, create-project.test.ts.)
 */
describe('journey: a project from its first step to closing, in the UI', () => {
  const journey = useJourney();

  const next = nextStep;
  const confirm = confirmDialog;
  const addSuppliers = async (page: Page, table: string) => {
    for (const supplierName of ['华建工程咨询有限公司', '中诚监理有限公司', '恒信项目管理有限公司']) {
      await page.getByLabel('Supplier').fill(supplierName);
      await page.getByRole('button', { name: 'Add supplier' }).click();
      await page.getByTestId(table).getByText(supplierName).waitFor();
      // The form clears once the save resolves, which may come after the row shows (live updates).
      await expect.poll(() => page.getByLabel('Supplier').inputValue()).toBe('');
    }
    const rows = page.getByTestId(table);
    while ((await rows.getByRole('button', { name: 'Approve' }).count()) > 0) {
      const before = await rows.getByRole('button', { name: 'Approve' }).count();
      await rows.getByRole('button', { name: 'Approve' }).first().click();
      await expect.poll(() => rows.getByRole('button', { name: 'Approve' }).count()).toBe(before - 1);
    }
  };

  it('moves through every step and closes the project', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject({ projectName: `全流程旅程 ${Date.now()}` });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/manage/index');
    await page.getByTestId('project-search').getByLabel('Project name').fill(project.projectName);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('project-table').getByRole('link', { name: project.projectName }).click();
    await page.waitForURL((url) => url.pathname === '/tender-document');

    await next(page, '/tender-notice');
    await next(page, '/sign-up');
    await page.getByTestId('operation-blockers').waitFor();
    await addSuppliers(page, 'sign-ups');
    await next(page, '/qualification-purchase');
    // The checks are the new step's (§5), not the ones just resolved on sign-up.
    await page.getByTestId('operation-blockers').waitFor();
    await addSuppliers(page, 'qualification-purchases');
    await next(page, '/qualification-result');
    await page.getByTestId('operation-blockers').waitFor();
    await recordPassedResults(
      page,
      ['华建工程咨询有限公司', '中诚监理有限公司', '恒信项目管理有限公司'],
      '标段一',
    );
    await next(page, '/bid-evaluation/index');
    await next(page, '/result-publicity');
    await next(page, '/result-announcement');
    await next(page, '/contract-signing');
    await screenshot(page, 'whole-flow-final-step');

    await page.getByTestId('operation-to-closing').click();
    await confirm(page);
    await page.waitForURL((url) => url.pathname === '/end-project/closing-application');
    await page.getByTestId('closing-application').getByLabel('Remark').fill('全部资料已归档');
    await page.getByTestId('closing-submit').click();
    await confirm(page);
    await page.waitForURL((url) => url.pathname === '/end-project');
    await page.getByRole('tab', { name: 'Closed' }).click();
    await page.getByTestId('closing-table-closed').getByText(project.projectName).waitFor();

    await page.goto(`/manage/detail?id=${project.id}`);
    const records = page.getByTestId('flow-records');
    await records.getByText('Closed', { exact: true }).waitFor();
    expect(await records.getByText('Next step', { exact: true }).count()).toBe(8);
    await screenshot(page, 'whole-flow-closed-detail');
  });
});
