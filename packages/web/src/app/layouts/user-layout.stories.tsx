import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../router';

/** The /user pages in the app's own router, signed out (§2). */
const meta = {
  title: 'Shell/User layout',
  component: AppRoutes,
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  parameters: { route: '/user/login' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByTestId('login-submit')).toBeVisible();
  },
};

/** /user/recover has no page: the frame alone, with no sign-in heading over an empty panel. */
export const RecoverHasNoPage: Story = {
  parameters: { route: '/user/recover' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tender' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    await expect(canvas.queryByTestId('login-submit')).toBeNull();
  },
};
