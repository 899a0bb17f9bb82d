import { JumpFlow, PublishNotice, SaveNotice, STORAGE_KEYS } from '@tender/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../src/i18n/en';
import { zhCN } from '../../src/i18n/zh-cn';
import { type ApiSession, apiAs } from '../support/api';
import { type DemoUser, openLoggedIn, screenshot, useJourney } from '../support/journey';

/** What a user of the zh-CN screens reads. */
const zh = (key: MessageKey): string => zhCN[key];

/** Home, my projects and the project process list (§2 /home routes), over the real server. */
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

/**
 * A home that orders the day, in zh-CN: every project that needs the user is reachable, ten a page (§9),
 * blocked first and then by the nearest deadline, each with the date that makes it urgent; a viewer, who
 * may only read (§6), is given none.
 */
describe('journey: a home that orders the day (zh-CN)', () => {
  const journey = useJourney();
  let manager: ApiSession;
  let admin: ApiSession;

  const openHomeInChinese = async (page: Page, user: DemoUser) => {
    await openLoggedIn(page, user, '/home/index');
    await page.evaluate((key) => localStorage.setItem(key, 'zh-CN'), STORAGE_KEYS.locale);
    await page.reload();
    const needsYou = page.getByTestId('home-needs-you');
    await needsYou.getByText(/^待我处理（\d+）$/).waitFor();
    return needsYou;
  };
  const publishTenderNotice = async (projectId: number, title: string, endTime: Date) => {
    const draft = await manager.container.get(SaveNotice).execute({
      projectId,
      title,
      noticeType: '0',
      content: '<p>投标截止前请递交投标文件。</p>',
      endTime: endTime.toISOString(),
    });
    await manager.container.get(PublishNotice).execute(draft.id);
  };
  /** Each row of the page shown: its name, whether it is blocked, and its deadline as written. */
  const rowsShown = (needsYou: Locator) =>
    needsYou.getByTestId('needs-you-item').evaluateAll(
      (items, blockedBy) =>
        items.map((item) => ({
          name: item.querySelector('a')?.textContent ?? '',
          blocked: item.querySelector(`ul[aria-label="${blockedBy}"]`) !== null,
          deadline: item.querySelector('[data-testid="needs-you-deadline"]')?.textContent ?? null,
        })),
      zh('home.blockedBy'),
    );

  it('pages through everything that needs the manager, blocked first, then by the nearest deadline', async () => {
    manager = await apiAs(journey.baseUrl, 'manager');
    const stamp = Date.now();
    const blocked = await manager.createProject({ projectName: `今日待办 受阻 ${stamp}` });
    await manager.container
      .get(JumpFlow)
      .execute({ projectId: blocked.id, actor: manager.actor, to: '报名' });
    await publishTenderNotice(blocked.id, `招标公告 ${blocked.projectNum}`, new Date(stamp + 3_600_000));
    const ready = await manager.createProject({ projectName: `今日待办 就绪 ${stamp}` });
    await publishTenderNotice(ready.id, `招标公告 ${ready.projectNum}`, new Date(stamp + 7_200_000));

    const page = await journey.newPage();
    const needsYou = await openHomeInChinese(page, 'manager');
    const title = (await needsYou.getByText(/^待我处理（\d+）$/).textContent()) ?? '';
    const total = Number(/（(\d+)）/.exec(title)?.[1]);
    expect(total).toBeGreaterThan(10);
    await needsYou.getByText(`第 1–10 项，共 ${total} 项`).waitFor();

    const shown: Awaited<ReturnType<typeof rowsShown>> = [];
    const pages = Math.ceil(total / 10);
    for (let at = 1; at <= pages; at += 1) {
      if (at > 1) {
        await needsYou.locator(`li.ant-pagination-item[title="${at}"]`).click();
        await needsYou
          .getByText(`第 ${(at - 1) * 10 + 1}–${Math.min(at * 10, total)} 项，共 ${total} 项`)
          .waitFor();
      }
      shown.push(...(await rowsShown(needsYou)));
      if (at === 1) await screenshot(page, 'home-orders-the-day');
    }
    expect(shown).toHaveLength(total);
    // Blocked first; within each part, dated rows before undated ones, soonest first.
    const firstReady = shown.findIndex((row) => !row.blocked);
    expect(shown.slice(firstReady).every((row) => !row.blocked)).toBe(true);
    const blockedRow = shown.find((row) => row.name === blocked.projectName);
    const readyRow = shown.find((row) => row.name === ready.projectName);
    expect(blockedRow?.deadline).toMatch(/^招标公告截止 \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(readyRow?.deadline).toMatch(/^招标公告截止 /);
    expect(shown.indexOf(blockedRow!)).toBeLessThan(firstReady);
    for (const part of [shown.slice(0, firstReady), shown.slice(firstReady)]) {
      const deadlines = part.map((row) => row.deadline);
      const firstUndated = deadlines.indexOf(null);
      if (firstUndated >= 0) expect(deadlines.slice(firstUndated).every((d) => d === null)).toBe(true);
      const dated = deadlines.filter((d): d is string => d !== null);
      expect(dated).toEqual([...dated].sort());
    }
  });

  it('gives a viewer no to-do, even a project at a step that names no roles', async () => {
    manager ??= await apiAs(journey.baseUrl, 'manager');
    admin ??= await apiAs(journey.baseUrl, 'admin');
    const project = await manager.createProject({ projectName: `只读用户 合同签订 ${Date.now()}` });
    // 合同签订 names no roles (§6): by the step rule alone, anyone could modify it.
    await admin.container
      .get(JumpFlow)
      .execute({ projectId: project.id, actor: admin.actor, to: '合同签订' });

    const page = await journey.newPage();
    const needsYou = await openHomeInChinese(page, 'viewer');
    await needsYou.getByText('待我处理（0）').waitFor();
    await needsYou.getByText(zh('home.needsYou.empty')).waitFor();
    expect(await needsYou.getByTestId('needs-you-item').count()).toBe(0);
  });
});
