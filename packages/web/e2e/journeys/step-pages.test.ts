import { JumpFlow, type Project, RecordRepository } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { type ApiSession, apiAs } from '../support/api';
import { confirmDialog, saveAndPublish } from '../support/flow-moves';
import { openLoggedIn, screenshot, t, useJourney } from '../support/journey';
import { recordPassedResults } from '../support/step-forms';

/** The step pages (§5): the facts that block circulation are resolved on the page, and live sign-ins. */
describe('journey: the step pages', () => {
  const journey = useJourney();
  let admin: ApiSession;

  /** A new project jumped to a step (by its name). */
  const atStep = async (to: string, overrides: Partial<Project> = {}): Promise<Project> => {
    admin ??= await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject(overrides);
    await admin.container.get(JumpFlow).execute({ projectId: project.id, actor: admin.actor, to });
    return project;
  };
  const atSignUp = (overrides: Partial<Project> = {}) => atStep('报名', overrides);
  const records = () => admin.container.get<RecordRepository>(RecordRepository);

  it('is blocked, the facts are resolved on the step page, then next succeeds and the menu moves on', async () => {
    const project = await atSignUp();
    for (const supplierName of ['甲公司', '乙公司']) {
      await records().create('signUp', { projectId: project.id, supplierName, signUp_state: '0' });
    }
    await records().create('objection', {
      projectId: project.id,
      supplierName: '丙公司',
      content: '对评分办法有异议',
      objection_status: '未处理',
    });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/manage/operation?id=${project.id}`);
    await page.waitForURL(/\/sign-up\?id=/);
    const blockers = page.getByTestId('operation-blockers').locator('li');
    await expect.poll(() => blockers.count()).toBe(3);
    expect(await page.getByTestId('operation-next-step').isDisabled()).toBe(true);
    await screenshot(page, 'steps-sign-up-blocked');

    // A third supplier registered by staff, then every sign-up approved.
    await page.getByLabel('Supplier').fill('丙公司');
    await page.getByRole('button', { name: 'Add supplier' }).click();
    const signUps = page.getByTestId('sign-ups');
    await expect.poll(() => signUps.locator('tbody tr.ant-table-row').count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      await signUps.getByRole('button', { name: 'Approve' }).first().click();
      await expect.poll(() => signUps.getByRole('button', { name: 'Approve' }).count()).toBe(2 - i);
    }
    await expect
      .poll(() => page.getByTestId('circulation-counts').locator('[data-count="approved"]').textContent())
      .toContain('3');
    // Still blocked by the objection, until it is answered on its tab.
    await expect.poll(() => blockers.count()).toBe(1);
    await page.getByRole('tab', { name: /Objections and queries/ }).click();
    await page.getByTestId('objections').getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByTestId('reply-objection-form');
    await reply.getByLabel('Reply', { exact: true }).fill('评分办法符合招标文件，异议不成立。');
    await page.getByRole('dialog').getByRole('button', { name: 'Reply' }).click();
    await page.getByTestId('operation-blockers').waitFor({ state: 'detached' });

    const next = page.getByTestId('operation-next-step');
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await confirmDialog(page);
    await page.waitForURL(/\/qualification-purchase\?id=/);
    await page
      .getByTestId('menu-step')
      .locator(`a[href="/qualification-purchase?id=${project.id}"]`)
      .waitFor();
    await page.getByTestId('operation-blockers').waitFor();
    await screenshot(page, 'steps-moved-on');

    // Back on 报名, which the flow has left: its own sign-ups, read-only even for the Admin (§6), and
    // no conditions box, though the current step (the purchase, with none yet) is blocked.
    await page.getByTestId('menu-step').locator(`a[href="/sign-up?id=${project.id}"]`).click();
    await page.getByTestId('step-read-only').waitFor();
    await expect.poll(() => signUps.locator('tbody tr.ant-table-row').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Add supplier' }).count()).toBe(0);
    expect(await signUps.getByRole('button').count()).toBe(0);
    expect(await page.getByTestId('operation-blockers').count()).toBe(0);
    await screenshot(page, 'steps-past-sign-up-read-only');
  });

  it('shows a new sign-in without a reload when it is recorded through the API', async () => {
    const project = await atSignUp({ isTenderByLaw: true });
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/sign-up?id=${project.id}`);
    const list = page.getByTestId('sign-ins');
    await list.getByText('No supplier has signed in yet').waitFor();
    await records().create('signIn', {
      projectId: project.id,
      supplierName: '丁公司',
      signInTime: new Date().toISOString(),
    });
    await list.getByText('丁公司').waitFor();
    await expect
      .poll(() => page.getByTestId('circulation-counts').locator('[data-count="signIns"]').textContent())
      .toContain('1');
    await screenshot(page, 'steps-live-sign-in');
  });

  it('records qualification results per bid package and shows the counts the check uses', async () => {
    const project = await atStep('资格审查结果');
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/qualification-result?id=${project.id}`);
    await recordPassedResults(page, ['甲公司', '乙公司', '丙公司'], '标段一');
    // §5 counts passers per bid package: the one package's own count, named by it.
    const inPackage = page.getByTestId('circulation-counts').locator('[data-count^="package-"]');
    await expect.poll(() => inPackage.textContent()).toMatch(/Passed in 1 标段一\s*3/);
    await page.getByTestId('operation-next-step').waitFor();
    expect(await page.getByTestId('operation-next-step').isEnabled()).toBe(true);
    await screenshot(page, 'steps-qualification-results');
  });

  it('composes a correction notice in the editor, publishes it, and it shows in the project’s notices', async () => {
    admin ??= await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject();
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/manage/operation?id=${project.id}`);
    await page.getByTestId('operation-correct').click();
    await page.getByRole('menuitem', { name: 'Correction notice' }).click();
    await page.waitForURL(/\/modify-notice\?id=/);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const draft = page.getByTestId('document-draft');
    await draft.getByLabel('Title').fill('关于开标时间的更正公告');
    const editor = draft.getByRole('textbox', { name: 'Content editor' });
    await editor.click();
    await page.keyboard.type('开标时间调整为十二月十八日。');
    await draft.getByRole('button', { name: 'Bold' }).waitFor();
    await screenshot(page, 'steps-notice-compose');
    const documents = await saveAndPublish(page, draft);
    await documents.getByRole('button', { name: 'Read 关于开标时间的更正公告' }).click();
    await page.getByTestId('document-content').getByText('开标时间调整为十二月十八日。').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('operation-show-info').click();
    // A reader's pointer rests on the drawer, which keeps it open (it collapses 2 s after opening, §9):
    // the project's notices may come in later than that on a busy machine.
    await page.getByRole('region', { name: t('operation.info') }).hover();
    await page.getByTestId('project-notices').getByText('关于开标时间的更正公告').waitFor();
  });

  it('publishes a project clarification', async () => {
    admin ??= await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject();
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/project-clarification?id=${project.id}`);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByTestId('document-draft').getByLabel('Title').fill('关于技术参数的澄清');
    await page.getByRole('textbox', { name: 'Content editor' }).click();
    await page.keyboard.type('第三包技术参数以本澄清为准。');
    const documents = await saveAndPublish(page, page.getByTestId('document-draft'));
    expect(await documents.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await screenshot(page, 'steps-clarification-published');
  });
});
