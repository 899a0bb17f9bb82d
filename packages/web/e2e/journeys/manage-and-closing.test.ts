import { GetProject, inputOf, JumpFlow, type Project, SaveProject, SendToClosing } from '@tender/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from '../support/api';
import { openLoggedIn, screenshot, useJourney, where } from '../support/journey';

/** The manage list, the project detail, /manage/terminate and the closing application (§2, §4 to-closing). */
describe('journey: manage list, detail and closing', () => {
  const journey = useJourney();
  let admin: ApiSession;
  const fresh = async (overrides: Partial<Project> = {}) => {
    admin ??= await apiAs(journey.baseUrl, 'admin');
    return admin.createProject(overrides);
  };
  const confirm = (page: Page) =>
    page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();

  it('searches the list, sorts it, and opens a project in the operation screen', async () => {
    const project = await fresh({ projectName: `检索旅程 ${Date.now()}` });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/manage/index');
    const table = page.getByTestId('project-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(10);
    await page.getByTestId('project-search').getByLabel('Project name').fill(project.projectName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    await screenshot(page, 'manage-searched');
    await page.getByRole('button', { name: 'Reset' }).click();
    const nameColumn = table.getByRole('columnheader', { name: 'Project name' });
    await nameColumn.click();
    // The sort shows once the reset and the sort have reached the page (the table's order is the
    // address's): the search form is drawn afresh for the emptied terms then, and typing before it would
    // be typing into the form about to go.
    await expect.poll(() => nameColumn.getAttribute('aria-sort')).toBe('ascending');
    expect(where(page).pathname).toBe('/manage/index');

    await page.getByTestId('project-search').getByLabel('Project name').fill(project.projectName);
    await page.getByRole('button', { name: 'Search' }).click();
    await table.getByRole('link', { name: project.projectName }).click();
    await page.waitForURL(/\/tender-document\?id=/);
    await page.getByTestId('operation-frame').waitFor();
  });

  it('keeps search and sort in the address, so reload and back show the same rows, and exports them', async () => {
    const mark = `地址旅程 ${Date.now()}`;
    await fresh({ projectName: `${mark} A` });
    await fresh({ projectName: `${mark} B` });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/manage/index');
    const table = page.getByTestId('project-table');
    const names = () => table.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('project-search').getByLabel('Project name').fill(mark);
    // A sort clicked the moment after the search, before the list has shown its result, keeps the search.
    await page.getByRole('button', { name: 'Search' }).click();
    await table.getByRole('columnheader', { name: 'Project name' }).click();
    await expect.poll(() => where(page).search.get('sort')).toBe('projectName asc');
    expect(where(page).search.get('name')).toBe(mark);
    await expect.poll(names).toEqual([`${mark} A`, `${mark} B`]);

    await page.reload();
    await expect.poll(names).toEqual([`${mark} A`, `${mark} B`]);
    expect(await page.getByTestId('project-search').getByLabel('Project name').inputValue()).toBe(mark);
    await table.getByRole('columnheader', { name: 'Project name' }).click();
    await expect.poll(names).toEqual([`${mark} B`, `${mark} A`]);
    await page.goBack();
    await expect.poll(() => where(page).search.get('sort')).toBe('projectName asc');
    await expect.poll(names).toEqual([`${mark} A`, `${mark} B`]);

    await page.getByTestId('project-export').hover();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByText('CSV file (.csv)').click(),
    ]);
    expect(download.suggestedFilename()).toBe('projects.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([`${mark} A`, `${mark} B`]);
  });

  it('keeps a search’s result while another session changes projects, and shows their change', async () => {
    const name = `实时检索 ${Date.now()}`;
    const project = await fresh({ projectName: name });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/manage/index');
    const table = page.getByTestId('project-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('project-search').getByLabel('Project name').fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    // Another session renames the project (still matching) and changes others: the list refreshes by
    // itself, with its filter. Saved again until the page has heard it (its stream opens after load).
    const manager = await apiAs(journey.baseUrl, 'manager');
    const renamed = `${name} 已更正`;
    await manager.createProject();
    await expect
      .poll(
        async () => {
          const shown = await table.getByRole('link', { name: renamed }).count();
          if (shown === 0) {
            const { project: stored } = await admin.container.get(GetProject).execute(project.id);
            await admin.container.get(SaveProject).execute({ ...inputOf(stored), projectName: renamed });
          }
          return shown;
        },
        { interval: 1_000 },
      )
      .toBe(1);
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await page.getByTestId('project-search').getByLabel('Project name').inputValue()).toBe(name);
  });

  it('shows the detail with packages, flow progress and flow records', async () => {
    const project = await fresh();
    await admin.container.get(JumpFlow).execute({ projectId: project.id, actor: admin.actor, to: '报名' });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/manage/detail?id=${project.id}`);
    const detail = page.getByTestId('project-detail');
    await detail.getByText(project.projectNum).first().waitFor();
    await detail.getByText('Package 1: 标段一').waitFor();
    await page.getByTestId('flow-progress').getByText('报名').waitFor();
    await page.getByTestId('flow-records').getByText('Process jump', { exact: true }).waitFor();
    await screenshot(page, 'manage-detail');
  });

  it('terminates from the list; the project then appears in /manage/terminate with re-tender', async () => {
    const project = await fresh({ projectName: `终止旅程 ${Date.now()}` });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/manage/index');
    await page.getByTestId('project-search').getByLabel('Project name').fill(project.projectName);
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByTestId('project-table');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    await table.getByRole('button', { name: `More actions for ${project.projectName}` }).click();
    await page.getByRole('menuitem', { name: 'Terminate' }).click();
    await confirm(page);
    // The confirm stays open (loading) until the terminate and the list refresh are done. The toast
    // that follows lasts 3 s, too short to wait on reliably on a loaded machine: the durable outcome,
    // the project among the ended ones below, is what proves the terminate.
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    const refusal = page.locator('.ant-message-notice-error');
    expect(await refusal.count(), await refusal.allInnerTexts().then(String)).toBe(0);
    await page.goto('/manage/terminate');
    const ended = page.getByTestId('ended-projects');
    await ended.getByText(project.projectName).waitFor();
    const retender = ended
      .locator('tr', { hasText: project.projectName })
      .getByRole('link', { name: 'Re-tender' });
    expect(await retender.getAttribute('href')).toBe(
      `/create-project?rebiddingId=${project.id}&isRebidding=true`,
    );
  });

  it('closes a project awaiting closing through the closing application', async () => {
    const project = await fresh({
      eHonors: [{ fileId: 'uploads/e2e/委托协议.pdf', fileName: '委托协议.pdf', usage: '11' }],
    });
    await admin.container
      .get(JumpFlow)
      .execute({ projectId: project.id, actor: admin.actor, to: '合同签订' });
    await admin.container.get(SendToClosing).execute({ projectId: project.id, actor: admin.actor });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', '/end-project');
    const awaiting = page.getByTestId('closing-table-awaiting');
    await awaiting.getByText(project.projectName).waitFor();
    await awaiting
      .locator('tr', { hasText: project.projectName })
      .getByRole('link', { name: 'Closing application' })
      .click();
    await page.waitForURL((url) => url.pathname === '/end-project/closing-application');
    const form = page.getByTestId('closing-application');
    expect(await form.getByRole('checkbox', { name: '委托协议.pdf' }).isChecked()).toBe(true);
    await form.getByLabel('Remark').fill('资料已归档');
    await screenshot(page, 'closing-application');
    await page.getByTestId('closing-submit').click();
    await confirm(page);
    await page.waitForURL((url) => url.pathname === '/end-project');
    await page.getByRole('tab', { name: 'Closed' }).click();
    await page.getByTestId('closing-table-closed').getByText(project.projectName).waitFor();
    await page.goto(`/end-project/closing-application?id=${project.id}`);
    expect(await page.getByTestId('closing-status').textContent()).toContain(
      'This project is closed (Closed).',
    );
    expect(await page.getByTestId('closing-submit').isDisabled()).toBe(true);
  });
});
