import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/**
 * The operation screen (§2) through the app's own routes over the in-memory container: the frame with
 * its project tabs, header, blocking messages and info drawer around a step page.
 */
const meta = {
  title: 'Workspace/Operation screen',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/sign-up?id=1001' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 1001 has three approved sign-ups: nothing blocks, next is enabled. One tab bar: the project's tab in
 * the shell's multi-tab bar names its step and project (the full text on hover); the screen adds no bar
 * of its own.
 */
export const Clear: Story = {
  play: async ({ canvas }) => {
    const next = await canvas.findByTestId('operation-next-step', {}, { timeout: 8000 });
    await expect(next).toBeEnabled();
    await expect(canvas.queryByTestId('operation-blockers')).toBeNull();
    const tab = await canvas.findByText(/^报名 · /);
    await expect(tab).toHaveAttribute('data-tab-key', 'project:1001');
    await expect(tab).toHaveAttribute('title', tab.textContent ?? '');
    await expect(canvas.queryByTestId('operation-project-tabs')).toBeNull();
  },
};

/**
 * A move does not pass a missed deadline silently (ADR 0022): 1001's result was announced on 09-01 and no
 * contract followed within 30 days (招标投标法 第四十六条), so the confirm of Next names the missed bound.
 */
export const NextAfterAMissedDeadline: Story = {
  parameters: {
    seed: {
      signedInAs: 'admin',
      now: () => Date.parse('2026-11-27T02:00:00Z'),
      notices: [
        {
          id: 9001,
          projectId: 1001,
          title: '中标结果公告',
          noticeType: '5',
          content: '<p>中标结果公告</p>',
          creationTime: '2026-09-01T02:00:00.000Z',
          publishTime: '2026-09-01T02:00:00.000Z',
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const next = await canvas.findByTestId('operation-next-step', {}, { timeout: 8000 });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId('confirm-missed-bounds')).toHaveTextContent(
      /The contract is signed by this day: Tendering Law, art\. 46, last day 2026-10-08/,
    );
  },
};

/** With the multi-tab bar switched off (§2 display settings), the screen shows its own project tabs. */
export const ProjectTabsWithoutTheMultiTabBar: Story = {
  parameters: { settings: { multiTab: false } },
  play: async ({ canvas }) => {
    const tabs = await canvas.findByTestId('operation-project-tabs', {}, { timeout: 8000 });
    await expect(tabs.querySelector('[data-project-tab="1001"]')).not.toBeNull();
    await expect(canvas.queryByTestId('tab-bar')).toBeNull();
  },
};

/** 1002 is blocked (§5): too few approved suppliers and an unhandled objection; next is disabled. */
export const Blocked: Story = {
  parameters: { route: '/qualification-purchase?id=1002' },
  play: async ({ canvas }) => {
    const blockers = await canvas.findByTestId('operation-blockers', {}, { timeout: 8000 });
    await expect(blockers.querySelectorAll('li').length).toBeGreaterThan(0);
    await expect(await canvas.findByTestId('operation-next-step')).toBeDisabled();
  },
};

/**
 * The statutory deadlines under the header: one line with when 1002's bids close (its tender notice of
 * 11-20), counting down on the server's clock; opened, a row per bound with its article.
 */
export const StatutoryDeadlines: Story = {
  parameters: {
    route: '/qualification-purchase?id=1002',
    seed: { signedInAs: 'admin', now: () => Date.parse('2026-11-27T02:00:00Z') },
  },
  play: async ({ canvas, userEvent }) => {
    const line = await canvas.findByTestId('deadlines-bid-deadline', {}, { timeout: 8000 });
    await expect(line).toHaveTextContent('Bids close 2026-12-15 17:30');
    await expect(within(line).getByTestId('deadline-countdown')).toHaveTextContent(
      /^18 d \d\d:\d\d:\d\d left$/,
    );
    await userEvent.click(canvas.getByRole('button', { name: /Statutory deadlines/ }));
    const rows = canvas.getByRole('list', { name: 'Statutory deadlines of the project' });
    const first = within(rows).getAllByTestId('deadline-row')[0] as HTMLElement;
    await expect(first).toHaveAttribute('data-bound', 'bidDeadlineEarliest');
    await expect(within(first).getByTestId('deadline-status')).toHaveTextContent('Met');
    await expect(within(first).getByTestId('deadline-citation')).toHaveTextContent('Tendering Law, art. 24');
  },
};

/** A viewer: the reason once, no flow buttons (§6); the menu holds corrections only, and says so. */
export const ReadOnlyViewer: Story = {
  parameters: { seed: { signedInAs: 'viewer' } },
  play: async ({ canvas }) => {
    await canvas.findByTestId('operation-read-only', {}, { timeout: 8000 });
    await expect(canvas.queryByTestId('operation-next-step')).toBeNull();
    await expect(await canvas.findByTestId('operation-correct')).toHaveTextContent(/^Corrections$/);
  },
};

/**
 * The correct dropdown (§2) is named for what it holds: the corrections and, for who may change the
 * project, the bid exceptions — in the words staff use, not "Correct".
 */
export const CorrectionsAndExceptions: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const menu = await canvas.findByTestId('operation-correct', {}, { timeout: 8000 });
    await expect(menu).toHaveTextContent(/^Corrections and exceptions$/);
    await userEvent.click(menu);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Bid exception' })).toBeVisible();
  },
};

/** A project awaiting closing (auditState 13) is read-only for everyone. */
export const AwaitingClosing: Story = {
  parameters: { route: '/tender-document?id=1004' },
  play: async ({ canvas }) => {
    await canvas.findByTestId('operation-read-only', {}, { timeout: 8000 });
  },
};

/** A step without a page of its own: its sites and a clear message, never a blank screen (§2). */
export const TenderDocumentsStep: Story = { parameters: { route: '/tender-document?id=1003' } };

/** zh-CN: the menu of corrections and bid exceptions is 更正与异常. */
export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const menu = await canvas.findByTestId('operation-correct', {}, { timeout: 8000 });
    await expect(menu).toHaveTextContent(/^更正与异常$/);
  },
};

/** §9 mobile. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
