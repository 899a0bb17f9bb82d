import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/**
 * An entry's history on its /detail page (domain libraries/library-history.ts), over the in-memory demo
 * records: a bidder's projects with its sign-up, purchase, results per package, win and objections; a
 * purchaser's projects; a bidder no record names.
 */
const meta = {
  title: 'Libraries/Entry history',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'agent' } },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 12000 };
const historyOf = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByTestId('library-history', {}, WAIT));

/** Three projects, newest activity first; the one it passed qualification in counts as won. */
export const BidderWithProjects: Story = {
  parameters: { route: '/home/supplier-library/detail?id=101' },
  play: async ({ canvas }) => {
    const history = await historyOf(canvas);
    await expect(await history.findByTestId('library-history-totals', {}, WAIT)).toHaveTextContent(
      '3 projects · 3 sign-ups · 1 won · 0 objections',
    );
    await expect(history.getByText('Package 31: passed')).toBeVisible();
    await expect(history.getAllByText('Won', { selector: '.ant-tag' })).toHaveLength(1);
  },
};

/** A rejected sign-up and an objection not yet handled. */
export const BidderRejectedWithObjection: Story = {
  parameters: { route: '/home/supplier-library/detail?id=104' },
  play: async ({ canvas }) => {
    const history = await historyOf(canvas);
    await expect(await history.findByText('Rejected', {}, WAIT)).toBeVisible();
    await expect(history.getByText('Unhandled × 1')).toBeVisible();
  },
};

/** A purchaser's projects: those whose purchaser unit names it. */
export const PurchaserProjects: Story = {
  parameters: { route: '/home/purchaser-library/detail?id=105' },
  play: async ({ canvas }) => {
    const history = await historyOf(canvas);
    await expect(await history.findByTestId('library-history-totals', {}, WAIT)).toHaveTextContent(
      /^\d+ projects$/,
    );
    await expect(history.getByText('Projects whose purchaser unit names this purchaser.')).toBeVisible();
    await expect(history.queryByText('Sign-up')).toBeNull();
  },
};

/** A bidder no record names yet says so. */
export const BidderWithoutRecords: Story = {
  parameters: { route: '/home/supplier-library/detail?id=4' },
  play: async ({ canvas }) => {
    const history = await historyOf(canvas);
    await expect(await history.findByText('No record names this bidder yet', {}, WAIT)).toBeVisible();
  },
};

/** The same in Chinese. */
export const InChinese: Story = {
  parameters: { route: '/home/supplier-library/detail?id=101' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const history = await historyOf(canvas);
    await expect(await history.findByTestId('library-history-totals', {}, WAIT)).toHaveTextContent(
      '共 3 个项目 · 报名 3 次 · 中标 1 次 · 异议 0 条',
    );
  },
};
