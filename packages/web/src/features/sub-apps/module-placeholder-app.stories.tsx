import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/**
 * A module of the server's list with no page of its own (issue 6): a step shows the step's frame, a
 * setting area (a library) shows its name as a page still to be built, never a step's message.
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
    await expect(page).toHaveTextContent('供应商库');
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
