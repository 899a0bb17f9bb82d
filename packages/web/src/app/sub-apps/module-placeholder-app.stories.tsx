import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../router';

/**
 * A module of the server's list with no page of its own (§1, §2 Menus): a step shows the step's frame, a
 * setting area (a library) shows its name, in the UI's language, as a page still to be built, never a
 * step's message.
 */
const meta = {
  title: 'Shell/Module without a page',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' } },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SettingArea: Story = {
  parameters: { route: '/home/supplier-library' },
  play: async ({ canvas }) => {
    const page = await canvas.findByTestId('placeholder-page', {}, { timeout: 8000 });
    // Named in the UI's language, in the page, the setting menu and the breadcrumb alike.
    await expect(page).toHaveTextContent('Bidder library');
    const menu = await canvas.findByTestId('menu-setting');
    await expect(menu).toHaveTextContent('Bidder library');
    await expect(menu).toHaveTextContent('Organisation settings');
    await expect(canvas.getByTestId('breadcrumb')).toHaveTextContent('Bidder library');
    await expect(canvas.queryByText('Open a project from the manage list to work on this step.')).toBeNull();
  },
};

export const Step: Story = {
  parameters: { route: '/tender-document?id=1001' },
  play: async ({ canvas }) => {
    const step = await canvas.findByTestId('step-page', {}, { timeout: 8000 });
    await expect(step).toHaveAttribute('data-router', '/tender-document');
    await expect(canvas.queryByTestId('placeholder-page')).toBeNull();
  },
};
