import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';
import { SystemNoticeBadge } from './system-notice-badge';

/**
 * System notices (§1): the list with each reader's unread marks and the pinned notice first; a notice
 * opened (and so read); an administrator's view with withdrawn notices and the actions; the editor's field
 * rules; the header's bell with the unread count. In-memory container (demoSystemNotices: the agent has
 * three unread, one notice pinned, one withdrawn).
 */
const meta = {
  title: 'System notices/Notices',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'agent' }, route: '/sys-notice/index' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 12000 };

/** Staff see the live notices, pinned first then newest, those not yet opened marked unread; no actions. */
export const ListWithUnreadAndPinned: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByTestId('system-notice-table', {}, WAIT));
    const rows = await table.findAllByRole('link', {}, WAIT);
    await expect(rows.map((row) => row.textContent)).toEqual([
      '关于规范电子招标投标系统操作的通知',
      '系统升级维护公告',
      '劳动节放假安排',
      '关于启用供应商库、代理机构库和采购人库的通知',
    ]);
    await expect(table.getByTestId('system-notice-2')).toHaveAttribute('data-read', 'false');
    await expect(table.getByTestId('system-notice-1')).toHaveAttribute('data-read', 'true');
    await expect(table.getAllByTestId('system-notice-pinned')).toHaveLength(1);
    await expect(table.getAllByTestId('system-notice-unread')).toHaveLength(3);
    await expect(table.queryByText('（已撤回）测试公告')).toBeNull();
    await expect(canvas.queryByTestId('system-notice-publish')).toBeNull();
    await expect(canvas.queryByText('Actions')).toBeNull();
    await expect(canvas.getByTestId('system-notice-badge')).toHaveAttribute('data-count', '3');
  },
};

/** The Admin also sees the withdrawn notice, marked, and may publish, edit, pin and withdraw. */
export const ListForTheAdmin: Story = {
  parameters: { seed: { signedInAs: 'admin' } },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByTestId('system-notice-table', {}, WAIT));
    await expect(await table.findByText('（已撤回）测试公告', {}, WAIT)).toBeVisible();
    await expect(table.getByTestId('system-notice-withdrawn')).toHaveTextContent('Withdrawn');
    await expect(table.getByTestId('system-notice-pin-2')).toHaveTextContent('Unpin');
    await expect(table.getByTestId('system-notice-pin-5')).toHaveTextContent('Pin');
    await expect(table.queryByTestId('system-notice-edit-3')).toBeNull();
    await expect(canvas.getByTestId('system-notice-publish')).toBeVisible();
  },
};

/** A tenant without notices says so. */
export const Empty: Story = {
  parameters: { seed: { signedInAs: 'agent', systemNotices: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('system-notice-empty', {}, WAIT)).toHaveTextContent(
      'There are no notices yet',
    );
    await expect(canvas.getByTestId('system-notice-badge')).toHaveAttribute('data-count', '0');
  },
};

/** A notice opened: its body and who published it; it is read now, and the bell's count falls. */
export const Detail: Story = {
  parameters: { route: '/sys-notice/index?id=5' },
  play: async ({ canvas }) => {
    const detail = within(await canvas.findByTestId('system-notice-detail', {}, WAIT));
    await expect(detail.getByText('系统升级维护公告')).toBeVisible();
    await expect(detail.getByTestId('system-notice-content')).toHaveTextContent('升级维护');
    await expect(detail.getByText('系统管理员')).toBeVisible();
    await waitFor(
      () => expect(canvas.getByTestId('system-notice-badge')).toHaveAttribute('data-count', '2'),
      WAIT,
    );
    await expect(canvas.queryByTestId('system-notice-edit-5')).toBeNull();
  },
};

/** A withdrawn notice is not found by staff. */
export const WithdrawnForStaff: Story = {
  parameters: { route: '/sys-notice/index?id=3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('system-notice-missing', {}, WAIT)).toHaveTextContent(
      'This notice does not exist or has been withdrawn.',
    );
  },
};

/** The editor names what is missing at each field, as the server would; nothing is published. */
export const EditorWithValidationErrors: Story = {
  parameters: { seed: { signedInAs: 'admin' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('system-notice-publish', {}, WAIT));
    const page = within(canvasElement.ownerDocument.body);
    const form = within(await page.findByTestId('system-notice-form', {}, WAIT));
    await userEvent.type(form.getByTestId('system-notice-field-title'), '   ');
    await userEvent.click(form.getByTestId('system-notice-save'));
    await expect(await form.findByText('Title is required', {}, WAIT)).toBeVisible();
    await expect(await form.findByText('Content is required', {}, WAIT)).toBeVisible();
    await expect(page.getByTestId('system-notice-form')).toBeVisible();
  },
};

/** An administrator edits a notice in the drawer, the stored one filled in. */
export const EditorOfANotice: Story = {
  parameters: { seed: { signedInAs: 'admin' }, route: '/sys-notice/index?id=4' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('system-notice-edit-4', {}, WAIT));
    const page = within(canvasElement.ownerDocument.body);
    const title = await page.findByTestId('system-notice-field-title', {}, WAIT);
    await waitFor(() => expect(title).toHaveValue('劳动节放假安排'), WAIT);
    await expect(page.getByRole('textbox', { name: 'Content' })).toHaveTextContent('放假调休');
    await expect(page.getByTestId('system-notice-save')).toHaveTextContent('Save');
  },
};

/** In Chinese: the list and its marks in the UI's language. */
export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByTestId('system-notice-table', {}, WAIT));
    await expect((await table.findAllByText('未读', {}, WAIT)).length).toBe(3);
    await expect(table.getAllByText('置顶').length).toBeGreaterThan(0);
  },
};

/** The header's bell with the signed-in user's unread count, leading to the notices. */
export const BadgeWithCount: Story = {
  render: () => <SystemNoticeBadge />,
  parameters: { layout: 'padded', route: '/home/index' },
  play: async ({ canvas }) => {
    const badge = await canvas.findByTestId('system-notice-badge', {}, WAIT);
    await waitFor(() => expect(badge).toHaveAttribute('data-count', '3'), WAIT);
    await expect(badge).toHaveAccessibleName('System notices: 3 unread');
    await expect(badge).toHaveAttribute('href', '/sys-notice/index');
  },
};
