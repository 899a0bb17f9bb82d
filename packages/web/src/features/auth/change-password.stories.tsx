import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTORS, aSession } from '@tender/domain/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** A new member of staff signed in with the temporary password an administrator set (ADR 0014). */
const newcomer = aSession({ userId: 9, userName: 'newcomer', roleNames: ['Agent'] });
const mustChange = { ...newcomer, user: { ...newcomer.user, mustChangeCredentials: true } };

/** Changing one's password: the login flow's step after a temporary password, and the header's dialog. */
const meta = {
  title: 'Shell/Change password',
  component: AppRoutes,
  parameters: {
    seed: { sessions: [mustChange, aSession(ACTORS.agent)], signedInAs: 'newcomer' },
    route: '/manage/index',
  },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Until the password is changed, the page asked for shows this step instead. */
export const RequiredAfterTemporaryPassword: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('change-password-screen', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByTestId('main-layout')).toBeNull();
  },
};

/** The password rule under its field: not the user name. */
export const RuleBroken: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('change-password-screen', {}, { timeout: 8000 });
    await userEvent.type(canvas.getByLabelText('Current password'), '123qwe');
    await userEvent.type(canvas.getByLabelText('New password'), 'NEWCOMER');
    await userEvent.type(canvas.getByLabelText('New password again'), 'NEWCOMER');
    await userEvent.click(canvas.getByTestId('change-password-submit'));
    await expect(await canvas.findByText('New password must not be the user name')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-form-show-help-item-appear')).toBeNull());
  },
};

/** Changed: the page asked for opens. */
export const Changed: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('change-password-screen', {}, { timeout: 8000 });
    await userEvent.type(canvas.getByLabelText('Current password'), '123qwe');
    await userEvent.type(canvas.getByLabelText('New password'), 'a-long-secret');
    await userEvent.type(canvas.getByLabelText('New password again'), 'a-long-secret');
    await userEvent.click(canvas.getByTestId('change-password-submit'));
    await expect(await canvas.findByTestId('main-layout', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** Anyone's own change from the header's user menu: a wrong current password is named under its field. */
export const FromTheHeader: Story = {
  parameters: { seed: { signedInAs: 'agent' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('user-area', {}, { timeout: 8000 }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Change password' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'a-long-secret');
    await userEvent.type(within(dialog).getByLabelText('New password again'), 'a-long-secret');
    await userEvent.click(within(dialog).getByTestId('change-password-submit'));
    await expect(
      await within(dialog).findByText('Current password is not your current password', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelector('.ant-form-show-help-item-appear')).toBeNull());
  },
};

/** In zh-CN the messages are Chinese and name their fields: empty, then the password rule. */
export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByTestId('change-password-screen', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByTestId('change-password-submit'));
    await expect(await canvas.findByText('当前密码不能为空')).toBeInTheDocument();
    await expect(await canvas.findByText('新密码至少 8 个字符')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('新密码'), 'NEWCOMER');
    await expect(await canvas.findByText('新密码不能与用户名相同')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'other');
    await expect(await canvas.findByText('确认密码须与新密码一致')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-form-show-help-item-appear')).toBeNull());
  },
};
