import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTORS, aSession } from '@tender/domain/testing';
import { expect, waitFor, within } from 'storybook/test';
import { withAntdApp } from '../../components/with-antd-app';
import { UserArea } from './user-area';

const meta = {
  title: 'Shell/User area',
  component: UserArea,
  decorators: [withAntdApp],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UserArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Admin role sees the settings icon (§6). */
export const Admin: Story = {
  args: { session: aSession(ACTORS.admin) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('admin-settings')).toBeVisible();
  },
};

export const Agent: Story = {
  args: { session: aSession(ACTORS.agent) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('admin-settings')).toBeNull();
  },
};

/** Logout asks first (§2). */
export const LogoutConfirm: Story = {
  args: { session: aSession(ACTORS.agent) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByTestId('logout-button'));
    const body = within(canvasElement.ownerDocument.body);
    // antd names the dialog by a hidden title and shows the confirm's own: find the dialog by its name.
    const dialog = await body.findByRole('dialog', { name: 'Log out?' });
    // It zooms in: visible once antd's opening motion has run.
    await waitFor(() => expect(within(dialog).getByTestId('logout-confirm')).toBeVisible());
    await expect(dialog).toHaveTextContent('Log out?');
  },
};

export const Compact: Story = { args: { session: aSession(ACTORS.admin), compact: true } };
