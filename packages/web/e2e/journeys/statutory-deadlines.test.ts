import { businessDateTimeOf, JumpFlow, SaveNotice } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../src/i18n/en';
import { zhCN } from '../../src/i18n/zh-cn';
import { apiAs } from '../support/api';
import { confirmDialog, infoDrawerCollapsed } from '../support/flow-moves';
import { openLoggedIn, screenshot, useJourney } from '../support/journey';
import { pickDateTime } from '../support/step-forms';

/** What a user of the zh-CN screens reads. */
const zh = (key: MessageKey): string => zhCN[key];
/** antd spaces a two-character button label (发 布, 编 辑): the name either way. */
const button = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

const DAY_MS = 86_400_000;

/**
 * The statutory deadlines (ADR 0022) in zh-CN, against the real server: a tender notice whose bid deadline
 * leaves the bidders less than 招标投标法 第二十四条's twenty days is refused with that article and stays a
 * draft; with a lawful deadline it is published, and the operation screen counts down to it — on a phone
 * too, without scrolling sideways.
 */
describe('journey: statutory deadlines', () => {
  const journey = useJourney();

  it('refuses a tender notice closing too early, publishes it once its deadline is lawful, and counts down to it', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject({ isTenderByLaw: true });
    await admin.container
      .get(JumpFlow)
      .execute({ projectId: project.id, actor: admin.actor, to: '招标公告发布' });
    // A draft saved earlier (by the CLI, say) with bids closing in five days.
    await admin.container.get(SaveNotice).execute({
      projectId: project.id,
      title: '招标公告',
      noticeType: '0',
      content: '<p>投标截止前请递交投标文件。</p>',
      endTime: new Date(Date.now() + 5 * DAY_MS).toISOString(),
    });

    const page = await journey.newPage({ locale: 'zh-CN' });
    await openLoggedIn(page, 'admin', `/tender-notice?id=${project.id}`);
    await infoDrawerCollapsed(page);
    const documents = page.getByTestId('documents');
    await documents.getByRole('button', { name: button(zh('steps.docs.publish')) }).click();
    await confirmDialog(page);
    // The server's refusal, in Chinese, on the draft's row; the notice is still a draft.
    await documents
      .getByTestId('document-refusal')
      .getByText(/招标投标法 第二十四条/)
      .waitFor();
    expect(await documents.getByText(zh('steps.docs.draft'), { exact: true }).count()).toBe(1);
    await screenshot(page, 'deadlines-refused');

    // Opened again, the draft says what the law wants before any request; a lawful deadline is saved.
    await documents.getByRole('button', { name: button(zh('steps.docs.edit')) }).click();
    const draft = page.getByTestId('document-draft');
    await draft.getByText(/^投标截止时间不得早于 .*第二十四条/).waitFor();
    const lawful = businessDateTimeOf(new Date(Date.now() + 30 * DAY_MS)).slice(0, 10);
    await pickDateTime(page, draft.getByLabel(zh('steps.docs.endTime')), `${lawful} 09:30`);
    await draft.getByRole('button', { name: zh('steps.docs.saveDraft') }).click();
    await draft.waitFor({ state: 'detached' });
    await documents.getByRole('button', { name: button(zh('steps.docs.publish')) }).click();
    await confirmDialog(page);
    await documents.getByText(/^已发布/).waitFor({ timeout: 30_000 });

    // The screen's deadlines: bids close at the published deadline, counting down on server time.
    const panel = page.getByTestId('statutory-deadlines');
    const bidDeadline = panel.getByTestId('deadlines-bid-deadline');
    await bidDeadline.getByText(`${lawful} 09:30 投标截止`).waitFor();
    await expect
      .poll(() => bidDeadline.getByTestId('deadline-countdown').textContent())
      .toMatch(/^剩余 (29|30) 天 \d\d:\d\d:\d\d$/);
    await panel.getByRole('button', { name: new RegExp(zh('deadlines.title')) }).click();
    const row = panel.locator('[data-testid="deadline-row"][data-bound="bidDeadlineEarliest"]');
    await expect
      .poll(() => row.getByTestId('deadline-status').textContent())
      .toBe(zh('deadlines.status.met'));
    expect(await row.getByTestId('deadline-citation').textContent()).toBe('招标投标法 第二十四条');
    await screenshot(page, 'deadlines-published');

    // On a phone the opened panel wraps its rows rather than widen the page (§9 mobile).
    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await screenshot(page, 'deadlines-phone');
  });
});
