import { TerminateProject } from '@tender/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { openLoggedIn, screenshot, useJourney, where } from '../support/journey';

/** Project creation (§2, §4 re-tender): create with packages and files, edit with corrections, re-tender. */
/**
 * Pages home's "Needs you" (most urgent first, 10 a page) until the project shows: a new project with no
 * deadline and nothing blocking it sits after the urgent ones.
 */
async function pageToNeedsYouItem(page: Page, projectName: string): Promise<void> {
  const needsYou = page.getByTestId('home-needs-you');
  const items = needsYou.getByTestId('needs-you-item');
  await items.first().waitFor();
  while (!(await items.filter({ hasText: projectName }).isVisible())) {
    const next = needsYou.locator('.ant-pagination-next');
    expect(await next.getAttribute('aria-disabled'), `${projectName} is on no page`).not.toBe('true');
    const first = await items.first().textContent();
    await next.click();
    await expect.poll(() => items.first().textContent()).not.toBe(first);
  }
}

describe('journey: project creation, editing and re-tender', () => {
  const journey = useJourney();
  const field = (page: Page, label: string) =>
    page.getByTestId('project-form').getByLabel(label, { exact: true });
  const pdf = (name: string) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4 ${name}`),
  });

  it('creates a project with two packages and two files and lands on its first step', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/create-project');
    await page.getByTestId('project-form').waitFor();
    const number = `E2E-NEW-${Date.now()}`;
    const projectName = `新建旅程项目 ${number}`;
    await field(page, 'Project name').fill(projectName);
    await field(page, 'Project number').fill(number);
    await field(page, 'Budget').fill('1200000');
    for (const name of ['一标段', '二标段']) {
      await page.getByRole('button', { name: 'Add bid package' }).click();
      await page.getByTestId('bid-packages-field').getByLabel('Name', { exact: true }).last().fill(name);
    }
    const uploads = page.locator('input[type="file"]');
    await uploads.nth(0).setInputFiles(pdf('需求文件.pdf'));
    await uploads.nth(1).setInputFiles(pdf('委托协议.pdf'));
    await page.getByTestId('project-form').getByText('需求文件.pdf').waitFor();
    await page.getByTestId('project-form').getByText('委托协议.pdf').waitFor();
    await screenshot(page, 'create-project-filled');
    await page.getByTestId('project-save').click();
    await page.waitForURL((url) => url.pathname === '/tender-document');
    await page.getByTestId('step-page').waitFor();
    const id = Number(where(page).search.get('id'));
    await page.goto(`/manage/detail?id=${id}`);
    const detail = page.getByTestId('project-detail');
    await detail.getByText(number, { exact: true }).first().waitFor();
    await detail.getByText('Package 1: 一标段').waitFor();
    await detail.getByText('Package 2: 二标段').waitFor();
    await detail.getByText('需求文件.pdf').waitFor();
    await detail.getByText('委托协议.pdf').waitFor();

    // The new project is found on home (it needs its creator) and in my projects.
    await page.goto('/home/index');
    await pageToNeedsYouItem(page, projectName);
    await page.goto('/home/project');
    await page.getByTestId('project-table').getByRole('link', { name: projectName }).waitFor();
  });

  it('asks before leaving unsaved work inside the app, keeps it as a draft, and brings it back', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/create-project');
    await field(page, 'Project name').fill('未提交的旅程项目');
    await field(page, 'Budget').fill('2500000');
    // Leaving through the menu asks first; staying keeps the form as it is.
    const manage = page.getByTestId('menu-main').getByRole('link', { name: 'Project management' });
    await manage.click();
    const ask = page.locator('.ant-modal-confirm').filter({ hasText: 'Leave this form?' });
    // The dialog's buttons are pressed as DOM clicks: a pointer click can land while its zoom-in moves it.
    await ask.getByRole('button', { name: 'Stay' }).dispatchEvent('click');
    await ask.waitFor({ state: 'detached' });
    expect(where(page).pathname).toBe('/create-project');
    expect(await field(page, 'Project name').inputValue()).toBe('未提交的旅程项目');
    // Leaving keeps the page alive behind its tab: back in it, the form is as it was left.
    await manage.click();
    await ask.getByRole('button', { name: 'Leave' }).dispatchEvent('click');
    await page.waitForURL((url) => url.pathname === '/manage/index');
    await page.getByTestId('menu-main').getByRole('link', { name: 'Create project' }).click();
    await page.waitForURL((url) => url.pathname === '/create-project');
    await expect.poll(() => field(page, 'Project name').inputValue()).toBe('未提交的旅程项目');
    // And the work is kept as a draft: a fresh load of the page (past the browser's own prompt) brings it
    // back, with what was typed just before it.
    await field(page, 'Project name').fill('未提交的旅程项目（改）');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/create-project');
    await page.getByTestId('draft-restored').waitFor();
    expect(await field(page, 'Project name').inputValue()).toBe('未提交的旅程项目（改）');
    await page.getByTestId('in-wan').getByText('= 250 万元').waitFor();
    await page.getByTestId('draft-restored').getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => field(page, 'Project name').inputValue()).toBe('');
  });

  it('names the fields a save refuses and keeps everything typed', async () => {
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/create-project');
    await field(page, 'Project name').fill('缺编号的项目');
    await field(page, 'Agency e-mail').fill('not-an-address');
    await page.getByTestId('project-save').click();
    await page.getByText('is required').first().waitFor();
    // At the field, and again in the summary of errors at the top of the form.
    await page.locator('#agencyEMail_help').getByText('is not a valid e-mail address').waitFor();
    await page
      .getByTestId('form-error-summary')
      .getByText(/is not a valid e-mail address/)
      .waitFor();
    expect(await field(page, 'Project name').inputValue()).toBe('缺编号的项目');
    expect(where(page).pathname).toBe('/create-project');

    // A business number another project of the tenant uses: refused by the server, shown at the field.
    const admin = await apiAs(journey.baseUrl, 'admin');
    const taken = await admin.createProject();
    await field(page, 'Project number').fill(taken.projectNum);
    await field(page, 'Agency e-mail').fill('');
    await page.getByTestId('project-save').click();
    await page
      .locator('#projectNum_help')
      .getByText('Project number is already used by another project')
      .waitFor();
    expect(where(page).pathname).toBe('/create-project');
  });

  it('edits a project’s information with the corrections message shown', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject();
    const page = await journey.newPage();
    await openLoggedIn(
      page,
      'admin',
      `/create-project?id=${project.id}&correctionsmsg=${encodeURIComponent('请补充采购单位')}`,
    );
    await page.getByText('Corrections asked for: 请补充采购单位').waitFor();
    expect(await field(page, 'Project name').inputValue()).toBe(project.projectName);
    await field(page, 'Purchaser').fill('市卫生健康委员会');
    await page.getByTestId('project-save').click();
    await page.waitForURL((url) => url.pathname !== '/create-project');
    await page.goto(`/manage/detail?id=${project.id}`);
    await page.getByTestId('project-detail').getByText('市卫生健康委员会').waitFor();
  });

  it('re-tenders a terminated project: prefilled, linked, with a fresh flow', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const terminated = await admin.createProject({ projectName: `待重新招标 ${Date.now()}` });
    await admin.container.get(TerminateProject).execute({ projectId: terminated.id, actor: admin.actor });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/manage/terminate');
    const row = page.getByTestId('ended-projects').locator('tr', { hasText: terminated.projectName });
    await row.getByRole('link', { name: 'Re-tender' }).click();
    await page.getByTestId('create-project').waitFor();
    expect(await page.getByTestId('create-project').getAttribute('data-mode')).toBe('retender');
    // Named as the 2nd tender of its chain (ADR 0023).
    expect(await field(page, 'Project name').inputValue()).toBe(`${terminated.projectName}（第2次招标）`);
    expect(await field(page, 'Project number').inputValue()).toBe('');
    await field(page, 'Project number').fill(`E2E-RE-${Date.now()}`);
    await page.getByTestId('project-save').click();
    await page.waitForURL((url) => url.pathname === '/tender-document');
    const id = Number(where(page).search.get('id'));
    expect(id).not.toBe(terminated.id);
    await page.goto(`/manage/detail?id=${id}`);
    await page.getByText(`Re-tender of project ${terminated.id}`).waitFor();
    await screenshot(page, 'create-project-retendered');
  });
});
