import { GetProject, JumpFlow, type Project, STORAGE_KEYS } from '@tender/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../src/i18n/en';
import { zhCN } from '../../src/i18n/zh-cn';
import { type ApiSession, apiAs } from '../support/api';
import { openLoggedIn, screenshot, useJourney, where } from '../support/journey';

/** What a user of the zh-CN screens reads. */
const zh = (key: MessageKey): string => zhCN[key];

/**
 * The workspace shows where you are (§2 operation screen, §9), in zh-CN on a 1366 × 768 screen: one tab
 * per open project naming its step and project, every step of the step menu in view, one name per step,
 * and an info drawer that keeps out of the header's way and the user's focus.
 */
describe('journey: the workspace shows where you are', () => {
  const journey = useJourney();
  let admin: ApiSession;
  const LONG_NAME = '宁波市智慧校园建设项目二期信息化设备采购及安装工程';

  const fresh = async (name: string): Promise<Project> => {
    admin ??= await apiAs(journey.baseUrl, 'admin');
    return admin.createProject({ projectName: name });
  };
  /** Signs in, switches to zh-CN (the language is remembered per browser) and opens a project. */
  const openInChinese = async (page: Page, projectId: number) => {
    await openLoggedIn(page, 'admin', '/manage/index');
    await page.evaluate((key) => localStorage.setItem(key, 'zh-CN'), STORAGE_KEYS.locale);
    await page.reload();
    await page.getByTestId('menu-main').getByText(zh('route.manage')).waitFor();
    await openProject(page, projectId);
  };
  /** Opens a project from the manage list, inside the app (the tabs live as long as the page). */
  const openProject = async (page: Page, projectId: number) => {
    if (where(page).pathname !== '/manage/index') {
      // From a project's page, its breadcrumb leads back to the list.
      await page.getByTestId('breadcrumb').locator('a[href="/manage/index"]').click();
      await page.waitForURL((url) => url.pathname === '/manage/index');
    }
    const { project } = await admin.container.get(GetProject).execute(projectId);
    await page.getByTestId('project-search').getByLabel(zh('manage.search.name')).fill(project.projectName);
    // Enter searches (antd writes a two-character button label with a space: 查 询).
    await page.getByTestId('project-search').getByLabel(zh('manage.search.name')).press('Enter');
    // This project's link by its id: a retried test made another project of the same name before.
    await page
      .getByTestId('project-table')
      .locator(`a[href="/manage/operation?id=${projectId}"]`, { hasText: project.projectName })
      .click();
    await page.waitForURL((url) => url.pathname !== '/manage/index' && url.pathname !== '/manage/operation');
    // Another project's frame stays in the document behind its tab (kept pages): the shown one.
    await page.getByTestId('operation-step-title').locator('visible=true').waitFor();
  };
  const tabKeys = (page: Page) =>
    page.getByTestId('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-tab-key')));
  const tabOf = (page: Page, projectId: number) =>
    page.locator(`[data-testid="tab"][data-tab-key="project:${projectId}"]`);

  it('names each project tab by step and project, with no tab for /manage/operation, and closes as §2 says', async () => {
    const first = await fresh(LONG_NAME);
    const second = await fresh('旅程项目 第二个');
    const page = await journey.newPage({ viewport: { width: 1366, height: 768 } });
    await openInChinese(page, first.id);
    // A new project opens at its first step (§2), named by its flow everywhere.
    const { nodes } = await admin.container.get(GetProject).execute(first.id);
    const title = nodes[0]!.nodeName;
    await expect
      .poll(() => page.getByTestId('operation-step-title').locator('visible=true').textContent())
      .toBe(title);

    // One bar: the manage list's tab and the project's tab, named "step · project"; no 项目操作 tab.
    await expect.poll(() => tabKeys(page)).toEqual(['/manage/index', `project:${first.id}`]);
    await expect.poll(() => tabOf(page, first.id).textContent()).toBe(`${title} · ${LONG_NAME}`);
    // The 206 px tab cuts the name short; the whole of it is on hover.
    expect(await tabOf(page, first.id).getAttribute('title')).toBe(`${title} · ${LONG_NAME}`);
    expect(await page.getByTestId('operation-project-tabs').count()).toBe(0);
    await screenshot(page, 'workspace-1-project-tab');

    // The tab follows the project from step to step; a second project gets its own tab.
    await openProject(page, second.id);
    await expect
      .poll(() => tabKeys(page))
      .toEqual(['/manage/index', `project:${first.id}`, `project:${second.id}`]);

    // §2: closing the active project's tab shows the last remaining project, then the manage list.
    await tabOf(page, second.id).locator('xpath=..').getByTestId('tab-close').click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(first.id));
    await expect.poll(() => tabKeys(page)).toEqual(['/manage/index', `project:${first.id}`]);
    await tabOf(page, first.id).locator('xpath=..').getByTestId('tab-close').click();
    await page.waitForURL((url) => url.pathname === '/manage/index');
    await expect.poll(() => tabKeys(page)).toEqual(['/manage/index']);
  });

  it('shows every step of the step menu at 1366 px, and names a step the same in the menu, tab, breadcrumb and title', async () => {
    const project = await fresh('旅程项目 评标');
    await admin.container
      .get(JumpFlow)
      .execute({ projectId: project.id, actor: admin.actor, to: '开标评标' });
    const { nodes } = await admin.container.get(GetProject).execute(project.id);
    const page = await journey.newPage({ viewport: { width: 1366, height: 768 } });
    await openInChinese(page, project.id);
    expect(where(page).pathname).toBe('/bid-evaluation/index');

    // Every step is an item in view: none folded behind "…".
    const menu = page.getByTestId('menu-step');
    const items = menu.locator('li.ant-menu-item');
    await expect.poll(() => items.count()).toBe(nodes.length);
    for (const node of nodes) {
      const item = items.filter({ hasText: node.nodeName });
      expect(await item.isVisible(), node.nodeName).toBe(true);
      const box = await item.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1366, `${node.nodeName} within 1366 px`).toBe(true);
    }
    expect(await menu.locator('.ant-menu-overflow-item-rest:visible').count()).toBe(0);
    await expect.poll(() => menu.locator('.ant-menu-item-selected').textContent()).toBe('开标评标');

    // One name: the flow's step name, not the route table's 电子评标.
    await expect.poll(() => page.getByTestId('operation-step-title').textContent()).toBe('开标评标');
    await expect
      .poll(() => page.getByTestId('step-page').locator('.ant-card-head-title').first().textContent())
      .toBe('开标评标');
    await expect.poll(() => tabOf(page, project.id).textContent()).toBe(`开标评标 · ${project.projectName}`);
    await expect
      .poll(() => page.getByTestId('breadcrumb').locator('li').last().textContent())
      .toBe('开标评标');
    expect(await page.getByText('电子评标').count()).toBe(0);
    // The corrections menu is named for what it holds: corrections and, for an Admin, the exceptions.
    expect(await page.getByTestId('operation-correct').textContent()).toContain('更正与异常');
    await screenshot(page, 'workspace-2-steps-at-1366');
  });

  it('opens the info drawer by itself once per user and project, beside the header, never keeping the focus', async () => {
    const project = await fresh('旅程项目 信息');
    const page = await journey.newPage({ viewport: { width: 1366, height: 768 } });
    await openInChinese(page, project.id);
    const panel = page.getByTestId('operation-drawer');
    await panel.waitFor();

    // It covers none of the header's actions.
    const drawerBox = await panel.boundingBox();
    for (const action of ['operation-next-step', 'operation-correct', 'operation-show-info']) {
      const box = await page.getByTestId(action).boundingBox();
      expect(box, action).not.toBeNull();
      expect(drawerBox!.y, `the drawer starts below ${action}`).toBeGreaterThanOrEqual(box!.y + box!.height);
    }
    expect(
      await page.evaluate(() => document.activeElement?.closest('.ant-drawer') === null),
      'opening by itself takes no focus',
    ).toBe(true);
    await screenshot(page, 'workspace-3-drawer-beside-header');
    // §9: it collapses after 2 s.
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await page.evaluate(() => document.activeElement?.closest('.ant-drawer') === null)).toBe(true);

    // Seen once: opening the project again shows no drawer by itself.
    await openProject(page, project.id);
    await page.getByTestId('operation-show-info').waitFor();
    expect(await panel.isVisible()).toBe(false);

    // Asked for, it takes the focus, and gives it back to the button when it collapses.
    await page.getByTestId('operation-show-info').click();
    await panel.waitFor();
    await page.mouse.move(10, 760);
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('operation-show-info');
  });
});
