import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';

/** /organize-manage, users tab (§1, §6, ADR 0014): staff administration over the in-memory container. */
const meta = {
  title: 'Organisation/Users',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/organize-manage?tab=users' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('row', { name: /viewer/ }, { timeout: 8000 });

/** The tenant's staff with their roles and states. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await findTable(canvas)).toBeVisible();
    await expect(canvas.getByRole('row', { name: /admin/ })).toBeVisible();
  },
};

/** Searching by a word no one has leaves an empty table, not an error. */
export const SearchWithoutResult: Story = {
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.type(canvas.getByLabelText('Name or e-mail'), 'nobody-by-this-name');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const table = canvas.getByTestId('users-tab');
    await expect(
      (await within(table).findAllByText('No data', {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0);
    await expect(within(table).queryByRole('row', { name: /viewer/ })).toBeNull();
  },
};

/** The new-user form submitted empty: each required field says so, by the domain's rules. */
export const CreateWithFieldErrors: Story = {
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByTestId('user-create'));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', {}, { timeout: 8000 });
    await userEvent.type(within(dialog).getByLabelText('User name'), 'newcomer');
    await userEvent.type(within(dialog).getByLabelText('Temporary password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText(/ must have at least 8 characters$/)).toBeInTheDocument();
    await expect(await within(dialog).findByText(/ is required$/)).toBeInTheDocument();
    // The messages fade in: the accessibility check reads their colour once they are fully shown.
    await waitFor(() => expect(dialog.querySelector('.ant-form-show-help-item-appear')).toBeNull());
  },
};

/** Deactivating the last active Admin is refused with the server's reason (409). */
export const LastAdminKept: Story = {
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('row', { name: /admin/ }, { timeout: 8000 });
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'OK' }));
    await expect(await body.findByText(/Refused:/, {}, { timeout: 8000 })).toBeInTheDocument();
    await expect(within(row).getByText('Active')).toBeVisible();
  },
};

/**
 * The same refusal for a zh-CN user: the server's 409 (English on the wire, §8) shown in Chinese through
 * the domain's refusal catalogue, the Admin's name filled in.
 */
export const LastAdminKeptInChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const row = await canvas.findByRole('row', { name: /admin/ }, { timeout: 8000 });
    await userEvent.click(within(row).getByRole('button', { name: '停用' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: /^(确\s*定|OK)$/ }));
    await expect(
      await body.findByText(
        /^操作被拒绝：admin 是本租户最后一位启用的 Admin，不能停用/,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await expect(body.queryByText(/last active Admin/)).toBeNull();
    await expect(within(row).getByText('启用')).toBeVisible();
  },
};

/** A new temporary password for a user, checked by the password rule before it is sent. */
export const ResetPassword: Story = {
  play: async ({ canvas }) => {
    const row = await findTable(canvas);
    await userEvent.click(within(row).getByRole('button', { name: 'Reset password' }));
    const dialog = await within(document.body).findByTestId('reset-password', {}, { timeout: 8000 });
    await userEvent.type(within(dialog).getByLabelText('Temporary password'), 'viewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await expect(await within(dialog).findByText(/ must have at least 8 characters$/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelector('.ant-form-show-help-item-appear')).toBeNull());
  },
};
