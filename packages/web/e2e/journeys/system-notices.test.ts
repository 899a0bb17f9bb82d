import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openLoggedIn, screenshot, t, useJourney, where } from '../support/journey';

/** The header bell once its count is `count`: a durable outcome, never a wait by the clock. */
const badgeAt = (page: Page, count: number) =>
  page.locator(`[data-testid="system-notice-badge"][data-count="${count}"]`).waitFor();
const badgeCount = async (page: Page) => {
  const bell = page.locator('[data-testid="system-notice-badge"]:not([data-count=""])');
  await bell.waitFor();
  return Number(await bell.getAttribute('data-count'));
};

/**
 * System notices (§1): the Admin publishes a notice; another signed-in user, in a browser of their own,
 * sees their unread count rise on their next page (the bell asks again on every navigation, and every
 * half minute besides), finds the notice marked unread after the pinned one, opens it — and the count
 * falls.
 */
describe('journey: system notices', () => {
  const journey = useJourney();

  it('the Admin publishes a notice; the agent’s bell rises, and falls once the agent has read it', async () => {
    const title = `旅程公告 ${Date.now()}`;
    const agent = await journey.newPage();
    await openLoggedIn(agent, 'agent', '/manage/index');
    const before = await badgeCount(agent);

    const admin = await journey.newPage();
    await openLoggedIn(admin, 'admin', '/sys-notice/index');
    await admin.getByTestId('system-notice-table').waitFor();
    await admin.getByTestId('system-notice-publish').click();
    await admin.getByTestId('system-notice-field-title').fill(title);
    await admin.getByRole('textbox', { name: 'Content' }).fill('下周一起启用新的开标室预约流程。');
    await admin.getByTestId('system-notice-save').click();
    await admin.waitForURL((url) => url.pathname === '/sys-notice/index' && url.searchParams.has('id'));
    const id = Number(where(admin).search.get('id'));
    await admin.getByTestId('system-notice-detail').getByText(title).waitFor();
    await screenshot(admin, 'system-notices-1-published');

    // The agent moves on to another page: the bell asks again and counts the new notice.
    await agent.getByRole('link', { name: t('app.name') }).click();
    await agent.waitForURL((url) => url.pathname === '/home/index');
    await badgeAt(agent, before + 1);
    await screenshot(agent, 'system-notices-2-agent-bell');

    await agent.getByTestId('system-notice-badge').click();
    await agent.waitForURL((url) => url.pathname === '/sys-notice/index');
    const row = agent.getByTestId(`system-notice-${id}`);
    await expect.poll(() => row.getAttribute('data-read')).toBe('false');
    await screenshot(agent, 'system-notices-3-agent-list');
    await row.click();
    await agent.getByTestId('system-notice-content').getByText('开标室预约流程').waitFor();
    await badgeAt(agent, before);
    await screenshot(agent, 'system-notices-4-agent-read');
  });
});
