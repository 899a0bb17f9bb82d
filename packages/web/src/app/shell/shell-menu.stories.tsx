import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTORS, aSession } from '@tender/domain/testing';
import { expect } from 'storybook/test';
import { ShellMenu } from './shell-menu';

const meta = {
  title: 'Shell/Menu',
  component: ShellMenu,
  args: { session: aSession(ACTORS.admin), mode: 'inline', theme: 'light' },
  parameters: { seed: { signedInAs: 'admin' }, route: '/home/index' },
  decorators: [
    (Story) => (
      <div style={{ width: 256 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShellMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Create project, manage and closing (§2 Menus); create project because the module list has it. */
export const Main: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Create project')).toBeVisible();
    await expect(canvas.getByText('Closing')).toBeVisible();
  },
};

/** Tenant 1 names the closing entry archive (§2, §9). */
export const ArchiveForTenantOne: Story = {
  args: { session: aSession(ACTORS.agent, 1) },
  parameters: { seed: { signedInAs: 'agent', sessions: [aSession(ACTORS.agent, 1)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Archive')).toBeVisible();
  },
};

export const Horizontal: Story = {
  args: { mode: 'horizontal' },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { args: { theme: 'dark' } };

/** A manage-type path with a selected project: the project's steps, later ones disabled (§2, §4). */
export const StepMenu: Story = {
  parameters: { route: '/manage/operation?id=1001' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('menu-step')).toBeVisible();
  },
};

/** The correctionsmsg flag shows the step menu anywhere (§2 Menus). */
export const CorrectionsFlag: Story = { parameters: { route: '/create-project?id=1001&correctionsmsg=1' } };

/** Setting-module paths show the setting menu (§2 Menus). */
export const SettingMenu: Story = {
  parameters: { route: '/organize-manage' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('menu-setting')).toBeVisible();
  },
};
