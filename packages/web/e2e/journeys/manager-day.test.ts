import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../src/i18n/en';
import { zhCN } from '../../src/i18n/zh-cn';
import { apiAs } from '../support/api';
import { englishOnScreen } from '../support/english-on-screen';
import { nextStep } from '../support/flow-moves';
import { openLoggedIn, screenshot, useJourney } from '../support/journey';
import { recordPassedResults } from '../support/step-forms';

/** What a user of the zh-CN screens reads. */
const zh = (key: MessageKey): string => zhCN[key];
/** A button's name as antd draws it: two Chinese characters get a space between them ("查 询"). */
const button = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);
const SUPPLIERS = ['华建工程咨询有限公司', '中诚监理有限公司', '恒信项目管理有限公司'];

/**
 * A project manager's day in Chinese, from a browser whose first language is Chinese: home, the list, a
 * project taken through sign-up and qualification to bid opening. Every screen on the way shows no English.
 */
describe('journey: a project manager’s day, in Chinese', () => {
  const journey = useJourney();

  const noEnglish = async (page: Page, where: string) =>
    expect(await englishOnScreen(page), `English on ${where}`).toEqual([]);
  const next = nextStep;
  const addAndApprove = async (page: Page, table: string) => {
    for (const supplierName of SUPPLIERS) {
      await page.getByLabel(zh('steps.supplier')).fill(supplierName);
      await page.getByRole('button', { name: button(zh('steps.addSupplier')) }).click();
      await page.getByTestId(table).getByText(supplierName).waitFor();
      await expect.poll(() => page.getByLabel(zh('steps.supplier')).inputValue()).toBe('');
    }
    const approve = page.getByTestId(table).getByRole('button', { name: button(zh('steps.approve')) });
    while ((await approve.count()) > 0) {
      const before = await approve.count();
      await approve.first().click();
      await expect.poll(() => approve.count()).toBe(before - 1);
    }
  };

  it('walks home, the list and a project through sign-up and qualification with no English', async () => {
    const manager = await apiAs(journey.baseUrl, 'manager');
    const project = await manager.createProject({ projectName: `经理的一天 ${Date.now()}` });
    const page = await journey.newPage({ locale: 'zh-CN' });

    await openLoggedIn(page, 'manager', '/home/index');
    await page
      .getByTestId('home-needs-you')
      .getByText(/^待我处理（\d+）$/)
      .waitFor();
    await noEnglish(page, 'home');

    await page.goto('/manage/index');
    await page.getByTestId('project-search').getByLabel(zh('manage.search.name')).fill(project.projectName);
    await page.getByRole('button', { name: button(zh('manage.search.submit')) }).click();
    const link = page.getByTestId('project-table').getByRole('link', { name: project.projectName });
    await expect
      .poll(() => page.getByTestId('project-table').locator('tbody tr.ant-table-row').count())
      .toBe(1);
    await noEnglish(page, 'the manage list');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/tender-document');
    await page.locator('[data-testid="step-page"][data-router="/tender-document"]').waitFor();
    await noEnglish(page, 'the first step');

    await next(page, '/tender-notice');
    await next(page, '/sign-up');
    await page.getByTestId('operation-blockers').waitFor();
    await noEnglish(page, 'sign-up, blocked');
    await addAndApprove(page, 'sign-ups');
    await noEnglish(page, 'sign-up, ready');
    await next(page, '/qualification-purchase');
    await addAndApprove(page, 'qualification-purchases');
    await noEnglish(page, 'qualification purchase');
    await next(page, '/qualification-result');
    await recordPassedResults(page, SUPPLIERS, '标段一', zh);
    await noEnglish(page, 'qualification result');
    await next(page, '/bid-evaluation/index');
    await noEnglish(page, 'bid opening and evaluation');
    await screenshot(page, 'manager-day-bid-opening');
  });
});
