import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withAntdApp } from '../../components/with-antd-app';
import { SettingsDrawer } from './settings-drawer';

const meta = {
  title: 'Shell/Settings drawer',
  component: SettingsDrawer,
  decorators: [withAntdApp],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof SettingsDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §9's defaults: top menu, Fluid, fixed header; the fixed sidebar is off and disabled in top menu. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId('settings-fix-siderbar')).toBeDisabled();
    await expect(body.getByTestId('settings-fixed-header')).toBeChecked();
  },
};

/** Side menu: only Fixed width is offered; the fixed sidebar may be switched on. */
export const SideMenu: Story = {
  parameters: { settings: { layout: 'sidemenu', contentWidth: 'Fixed' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId('settings-fix-siderbar')).toBeEnabled();
  },
};

/** Without a fixed header there is no auto-hide (§2). */
export const HeaderNotFixed: Story = {
  parameters: { settings: { fixedHeader: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId('settings-auto-hide-header')).toBeDisabled();
  },
};

/** Choosing a colour persists it and checks it. */
export const ChooseColour: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const purple = await body.findByTestId('settings-colour-purple');
    await userEvent.click(purple);
    await expect(purple).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ColourWeak: Story = { parameters: { settings: { colorWeak: true } } };
