import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** The closing area (§2 /end-project, archive for tenant 1) and the closing application. */
const meta = {
  title: 'Workspace/Closing',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/end-project' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingClosing: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('closing-list', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** 1004 awaits closing: summary, documents to archive, remark, submit. */
export const Application: Story = {
  parameters: { route: '/end-project/closing-application?id=1004' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('closing-submit', {}, { timeout: 8000 })).toBeEnabled();
  },
};

/** A running project cannot be closed yet: the form is disabled and says why. */
export const NotAwaitingClosing: Story = {
  parameters: { route: '/end-project/closing-application?id=1001' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('closing-status', {}, { timeout: 8000 })).toBeVisible();
  },
};
