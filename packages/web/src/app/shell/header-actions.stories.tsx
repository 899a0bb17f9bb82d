import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTORS, aSession } from '@tender/domain/testing';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withAntdApp } from '../../components/with-antd-app';
import { HeaderActions } from './header-actions';

const meta = {
  title: 'Shell/Header actions',
  component: HeaderActions,
  decorators: [withAntdApp],
  parameters: { layout: 'padded', seed: { signedInAs: 'admin' } },
  args: { session: aSession(ACTORS.admin), onDisplaySettings: fn() },
} satisfies Meta<typeof HeaderActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide enough (§9 tablet and desktop): every action in a row, no "more" button. */
export const InARow: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('admin-settings')).toBeVisible();
    await expect(canvas.getByTestId('language-switch')).toBeVisible();
    await expect(canvas.getByTestId('logout-button')).toBeVisible();
    await expect(canvas.queryByTestId('header-more')).toBeNull();
  },
};

/**
 * A phone (§9 mobile): the bell stays; the account, organisation settings (Admin), language, display
 * settings and logout fold into the "more" menu, each still one tap away.
 */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByTestId('logout-button')).toBeNull();
    await userEvent.click(await canvas.findByTestId('header-more'));
    const body = within(canvasElement.ownerDocument.body);
    for (const action of ['password', 'settings', 'language', 'display', 'logout']) {
      await waitFor(() => expect(body.getByTestId(`header-more-${action}`)).toBeVisible());
    }
    await expect(body.getByText(`Account of ${args.session.user.name}`)).toBeVisible();
    await userEvent.click(body.getByTestId('header-more-display'));
    await expect(args.onDisplaySettings).toHaveBeenCalled();

    // Logout still asks first (§2).
    await userEvent.click(canvas.getByTestId('header-more'));
    await waitFor(() => expect(body.getByTestId('header-more-logout')).toBeVisible());
    await userEvent.click(body.getByTestId('header-more-logout'));
    const dialog = await body.findByRole('dialog', { name: 'Log out?' });
    await waitFor(() => expect(within(dialog).getByTestId('logout-confirm')).toBeVisible());
  },
};

/** An agent on a phone: no organisation settings in the menu (§6). */
export const SmallScreenAgent: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { seed: { signedInAs: 'agent' } },
  args: { session: aSession(ACTORS.agent) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('header-more'));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByTestId('header-more-language')).toBeVisible());
    await expect(body.queryByTestId('header-more-settings')).toBeNull();
  },
};
