import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../router';

/** The whole shell through the app's own routes and guard, over the in-memory container. */

const meta = {
  title: 'Shell/Main layout',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/home/index' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopMenu: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('main-layout', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByTestId('admin-settings')).toBeVisible();
  },
};

export const SideMenu: Story = { parameters: { settings: { layout: 'sidemenu', contentWidth: 'Fixed' } } };

export const SideMenuDark: Story = {
  parameters: {
    settings: { layout: 'sidemenu', contentWidth: 'Fixed', navTheme: 'dark', fixSiderbar: true },
  },
};

/** An agent: no settings icon (§6). */
export const Agent: Story = {
  parameters: { seed: { signedInAs: 'agent' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('main-layout', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByTestId('admin-settings')).toBeNull();
  },
};

/** Nobody signed in: the guard sends the visit to login (§2). */
export const SignedOut: Story = {
  parameters: { seed: { signedInAs: 'nobody' }, route: '/manage/index' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('login-form', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const NotFoundInsideTheLayout: Story = { parameters: { route: '/no/such/page' } };

/** §9 mobile: the menu moves into a drawer. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
