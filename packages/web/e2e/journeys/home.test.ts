import { JumpFlow, PublishNotice, SaveNotice } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from '../support/api';
import { openLoggedIn, screenshot, useJourney } from '../support/journey';

/** Issue 8: home, my projects and the project process list, over the real server. */
describe('journey: home, my projects and the project process list', () => {
  const journey = useJourney();
  let manager: ApiSession;
  const freshAtSignUp = async (projectName: string) => {
    manager ??= await apiAs(journey.baseUrl, 'manager');
    const project = await manager.createProject({ projectName });
    await manager.container
      .get(JumpFlow)
      .execute({ projectId: project.id, actor: manager.actor, to: '报名' });
    return project;
  };

  it('shows a new project of the user with what blocks it, and a notice deadline counting down', async () => {
    const project = await freshAtSignUp(`首页旅程 ${Date.now()}`);
    const title = `招标公告 ${project.projectNum}`;
    const draft = await manager.container.get(SaveNotice).execute({
      projectId: project.id,
      title,
      noticeType: '0',
      content: '<p>投标截止前请递交投标文件。</p>',
      // Within the hour: sooner than every demo tender (they close a day or more after the seed), so
      // it is among the ten shown.
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await manager.container.get(PublishNotice).execute(draft.id);

    const page = await journey.newPage();
    await openLoggedIn(page, 'manager', '/home/index');
    await page
      .getByTestId('home-greeting')
      .getByText(/张经理/)
      .waitFor();
    const item = page.getByTestId('needs-you-item').filter({ hasText: project.projectName });
    await item.getByText('Fewer than 3 suppliers have signed up (currently 0)').waitFor();
    await item.getByText('Mine').waitFor();

    const notice = page.getByTestId('notice-due-item').filter({ hasText: title });
    const countdown = notice.getByTestId('deadline-countdown');
    await countdown.waitFor();
    const first = await countdown.textContent();
    expect(first).toMatch(/^0 d 00:\d\d:\d\d left$/);
    // It ticks each second (§9), on the server's clock.
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
    await screenshot(page, 'home');

    await item.getByRole('link', { name: project.projectName }).click();
    await page.waitForURL(/\/sign-up\?id=/);
  });

  it('lists the projects the user manages in my projects, and not the others', async () => {
    const mine = await freshAtSignUp(`我的项目旅程 ${Date.now()}`);
    const admin = await apiAs(journey.baseUrl, 'admin');
    const others = await admin.createProject({
      projectName: `他人项目旅程 ${Date.now()}`,
      projectManager: null,
    });
    const page = await journey.newPage();
    await openLoggedIn(page, 'manager', '/home/project');
    const table = page.getByTestId('project-table');
    await table.getByRole('link', { name: mine.projectName }).waitFor();
    await page.getByTestId('project-search').getByLabel('Project name').fill(others.projectName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(0);
  });

  it('shows each project’s steps as a progress line, filtered by step from home', async () => {
    const project = await freshAtSignUp(`流程列表旅程 ${Date.now()}`);
    const page = await journey.newPage();
    await openLoggedIn(page, 'manager', '/home/index');
    await page
      .getByTestId('home-counts-by-step')
      .getByRole('link', { name: /^报名 · \d+$/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/home/project-overview/index');
    const overview = page.getByTestId('project-overview');
    await overview.getByTestId('project-search').getByLabel('Project name').fill(project.projectName);
    await overview.getByRole('button', { name: 'Search' }).click();
    const line = overview.getByTestId(`flow-line-${project.id}`);
    await line.waitFor();
    // The open-tendering flow up to sign-up: two steps done, the third current.
    await expect.poll(() => line.locator('.ant-steps-item-finish').count()).toBe(2);
    await expect.poll(() => line.locator('.ant-steps-item-process').textContent()).toContain('报名');
    await screenshot(page, 'project-overview');
  });
});
