import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_MODULES } from '@tender/infrastructure/in-memory';
import { expect } from 'storybook/test';
import { AppRoutes } from '../router';

/**
 * A module of the server's list with no page of its own (§1, §2 Menus): a step shows the step's frame, a
 * setting area shows its name, in the UI's language, as a page still to be built, never a
 * step's message.
 */
const meta = {
  title: 'Shell/Module without a page',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' } },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A setting module this build has no page for (a deployment's own): its name, in the page and the menu. */
export const SettingArea: Story = {
  parameters: {
    route: '/home/contract-library',
    seed: {
      signedInAs: 'admin',
      modules: [
        ...DEMO_MODULES,
        { name: '合同库', port: '8099', route: '/home/contract-library', description: 'setting' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const page = await canvas.findByTestId('placeholder-page', {}, { timeout: 8000 });
    await expect(page).toHaveTextContent('合同库');
    const menu = await canvas.findByTestId('menu-setting');
    await expect(menu).toHaveTextContent('合同库');
    await expect(menu).toHaveTextContent('Organisation settings');
    await expect(canvas.getByTestId('breadcrumb')).toHaveTextContent('合同库');
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
