import { JumpFlow, type Project } from '@tender/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from '../support/api';
import { openException, openExceptionModal, processJump } from '../support/flow-moves';
import { type DemoUser, openLoggedIn, screenshot, t, useJourney, where } from '../support/journey';

/**
 * The operation screen (§2, §4, §5, §6) against the real server: each test makes its own
 * project over the API, so the journeys never depend on one another or on the demo data.
 */
describe('journey: the operation screen', () => {
  const journey = useJourney();
  let admin: ApiSession;

  const fresh = async (): Promise<Project> => {
    admin ??= await apiAs(journey.baseUrl, 'admin');
    return admin.createProject();
  };
  /** Moves a project to a step (by name) over the API, as an Admin may (§6). */
  const jumpTo = async (project: Project, step: string) => {
    await admin.container.get(JumpFlow).execute({ projectId: project.id, actor: admin.actor, to: step });
  };
  /** Opens a project's operation screen and waits until it has moved on to its step and settled there. */
  const openProject = async (page: Page, user: DemoUser, projectId: number) => {
    await openLoggedIn(page, user, `/manage/operation?id=${projectId}`);
    await page.waitForURL((url) => url.pathname !== '/manage/operation');
    await page.getByTestId('step-page').waitFor();
    await page.getByTestId('operation-step-title').waitFor();
  };
  const confirm = async (page: Page) => {
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Confirm' }).click();
  };

  it('opens a project at its step, collapses the drawer after 2 s, and moves on with next', async () => {
    const project = await fresh();
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/manage/operation?id=${project.id}`);
    // §2: on opening, the screen jumps to the step named by projectFlowName, else the first step.
    await page.waitForURL(/\/tender-document\?id=/);
    await expect.poll(() => page.getByTestId('operation-step-title').textContent()).toBe('招标文件编制');
    const drawer = page.getByTestId('operation-drawer');
    await drawer.waitFor();
    await screenshot(page, 'operation-opened');
    await drawer.waitFor({ state: 'hidden', timeout: 5_000 });

    await page.getByTestId('operation-next-step').click();
    await confirm(page);
    await page.waitForURL(/\/tender-notice\?id=/);
    await expect.poll(() => page.getByTestId('operation-step-title').textContent()).toBe('招标公告发布');
    // The step menu enables the new step.
    const menu = page.getByTestId('menu-step');
    await menu.locator(`a[href="/tender-notice?id=${project.id}"]`).waitFor();
    await screenshot(page, 'operation-after-next');
  });

  it('sends one POST and no GET before it when next is clicked: the screen hands on what it drew', async () => {
    const project = await fresh();
    const page = await journey.newPage();
    await openProject(page, 'admin', project.id);
    await page.getByText(t('operation.blockersLoading')).waitFor({ state: 'detached' });
    const next = page.getByTestId('operation-next-step');
    await expect.poll(() => next.isEnabled()).toBe(true);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The project's data, as AdvanceFlow would read it again: its detail, its steps, its records.
      if (/(Sproject|EProjectFlowNode|record)\//.test(pathname))
        calls.push(`${request.method()} ${pathname}`);
    });
    await next.click();
    await confirm(page);
    await page.waitForURL(/\/tender-notice\?id=/);
    const post = 'POST /api/services/app/Sproject/CirculationProjectFlowById';
    expect(calls.filter((call) => call === post)).toEqual([post]);
    expect(calls.slice(0, calls.indexOf(post))).toEqual([]);
  });

  it('opens a project reading the unread count and the sign-ins once: a redirect and the feed’s first push ask nothing again', async () => {
    const project = await fresh();
    await jumpTo(project, '报名');
    const page = await journey.newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/services/app/SystemNotice/GetUnreadCount') reads.push('unread count');
      const filter = url.searchParams.get('Filter') ?? '';
      if (url.pathname === '/middleware/record/getPaged' && /type\W+signIn\b/.test(filter))
        reads.push('sign-ins');
    });
    await openProject(page, 'admin', project.id);
    await page.waitForURL(/\/sign-up\?id=/);
    // The list counts the sign-ins once the feed's first push has come.
    await page.getByTestId('sign-ins-count').waitFor();
    await page.getByText(t('operation.blockersLoading')).waitFor({ state: 'detached' });
    expect(reads.sort()).toEqual(['sign-ins', 'unread count']);
  });

  it('blocks next on a step whose checks fail and lists the blocking messages', async () => {
    const project = await fresh();
    await jumpTo(project, '报名');
    const page = await journey.newPage();
    await openProject(page, 'admin', project.id);
    await page.waitForURL(/\/sign-up\?id=/);
    const blockers = page.getByTestId('operation-blockers');
    await blockers.waitFor();
    expect(await blockers.locator('li').allTextContents()).toContain(
      'Fewer than 3 suppliers have signed up (currently 0)',
    );
    expect(await page.getByTestId('operation-next-step').isDisabled()).toBe(true);
    // §6: while blocked, only terminate and re-tender are offered.
    await page.getByTestId('operation-correct').click();
    await page.getByRole('menuitem', { name: 'Bid exception' }).click();
    const offered = await page
      .locator('[data-exception]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-exception')));
    expect(offered).toEqual(['terminate', 'retender']);
    await screenshot(page, 'operation-blocked');
  });

  it('offers process jump to an Admin and not to an agent; the jump moves the screen', async () => {
    const project = await fresh();
    const agentPage = await journey.newPage();
    await openProject(agentPage, 'agent', project.id);
    await agentPage.getByTestId('operation-correct').click();
    await agentPage.getByRole('menuitem', { name: 'Bid exception' }).click();
    await agentPage.locator('[data-exception="terminate"]').waitFor();
    expect(await agentPage.locator('[data-exception="processJump"]').count()).toBe(0);

    const page = await journey.newPage();
    await openProject(page, 'admin', project.id);
    await processJump(page, '开标评标', '/bid-evaluation/index');
    await expect.poll(() => page.getByTestId('operation-step-title').textContent()).toBe('开标评标');
  });

  it('terminates and cancels after confirming, back to the manage list; the project is then read-only', async () => {
    for (const kind of ['terminate', 'cancel'] as const) {
      const project = await fresh();
      const page = await journey.newPage();
      await openProject(page, 'admin', project.id);
      await openException(page, kind);
      await confirm(page);
      await page.waitForURL((url) => url.pathname === '/manage/index');
      await page.goto(`/manage/operation?id=${project.id}`);
      await page.getByTestId('operation-read-only').waitFor();
      expect(await page.getByTestId('operation-read-only').textContent()).toContain('no longer running');
      expect(await page.getByTestId('operation-next-step').count()).toBe(0);
    }
  });

  it('re-tenders into project creation and re-evaluates back to 开标评标', async () => {
    const retendered = await fresh();
    const page = await journey.newPage();
    await openProject(page, 'admin', retendered.id);
    await openException(page, 'retender');
    await confirm(page);
    await page.waitForURL((url) => url.pathname.startsWith('/create-project'));
    expect(where(page).search.get('rebiddingId')).toBe(String(retendered.id));
    expect(where(page).search.get('isRebidding')).toBe('true');

    const evaluated = await fresh();
    await jumpTo(evaluated, '中标候选人公示');
    await page.goto(`/manage/operation?id=${evaluated.id}`);
    // The step's own page, not only its address: the router draws a move in a transition, after the
    // address has changed, and a menu opened on the screen before it is drawn is closed by it.
    await page.locator('[data-testid="step-page"][data-router="/result-publicity"]').waitFor();
    await openException(page, 'reevaluate');
    await confirm(page);
    await page.waitForURL(/\/bid-evaluation\/index\?id=/);
  });

  it('changes the tendering method with the exact validation messages, then opens the closing application', async () => {
    const project = await fresh();
    const page = await journey.newPage();
    await openProject(page, 'admin', project.id);
    await openException(page, 'changeMethod');
    const modal = page.getByTestId('change-method-modal');
    await modal.getByRole('button', { name: t('operation.changeMethod.submit') }).click();
    for (const text of ['请选择非招标方式', '请输入交易方式', '请输入成交结果']) {
      await modal.getByText(text).waitFor();
    }
    await screenshot(page, 'operation-change-method-invalid');
    await modal.getByRole('combobox').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Inquiry purchasing' }).click();
    await modal.getByLabel(t('operation.changeMethod.way')).fill('询价');
    await modal.getByLabel(t('operation.changeMethod.result')).fill('成交供应商：甲公司');
    await modal.getByRole('button', { name: t('operation.changeMethod.submit') }).click();
    await confirm(page);
    await page.waitForURL((url) => url.pathname === '/end-project/closing-application');
    expect(where(page).search.get('id')).toBe(String(project.id));
  });

  it("follows the system's motion preference: a dialog opens without its zoom for a user who asks for less", async () => {
    const project = await fresh();
    const motionOf = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await journey.newPage({ reducedMotion });
      await openProject(page, 'admin', project.id);
      const choice = (await openExceptionModal(page)).locator('[data-exception="changeMethod"]');
      await choice.waitFor();
      // antd's motion durations, as its theme set them for this dialog (zero: no zoom, no fade).
      return choice.evaluate((element) =>
        getComputedStyle(element).getPropertyValue('--ant-motion-duration-mid'),
      );
    };
    expect(await motionOf('reduce')).toBe('0s');
    expect(await motionOf('no-preference')).toMatch(/^0?\.\d+s$/);
  });

  it('sends a project on its final step to closing', async () => {
    const project = await fresh();
    await jumpTo(project, '合同签订');
    const page = await journey.newPage();
    await openProject(page, 'admin', project.id);
    await page.waitForURL(/\/contract-signing\?id=/);
    expect(await page.getByTestId('operation-next-step').count()).toBe(0);
    await page.getByTestId('operation-to-closing').click();
    await confirm(page);
    await page.waitForURL((url) => url.pathname === '/end-project/closing-application');
  });

  it('shows a viewer the project read-only, with the reason once and no flow buttons', async () => {
    const project = await fresh();
    const page = await journey.newPage();
    await openProject(page, 'viewer', project.id);
    await page.getByTestId('operation-read-only').waitFor();
    expect(await page.getByTestId('operation-read-only').count()).toBe(1);
    expect(await page.getByTestId('operation-next-step').count()).toBe(0);
    await page.getByTestId('operation-correct').click();
    expect(await page.getByRole('menuitem', { name: 'Bid exception' }).count()).toBe(0);
    await screenshot(page, 'operation-read-only');
  });
});
