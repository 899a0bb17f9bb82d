import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/**
 * The operation screen (§2) through the app's own routes over the in-memory container: the frame with
 * its project tabs, header, blocking messages and info drawer around a step page.
 */
const meta = {
  title: 'Workspace/Operation screen',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/sign-up?id=1001' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 1001 has three approved sign-ups: nothing blocks, next is enabled. */
export const Clear: Story = {
  play: async ({ canvas }) => {
    const next = await canvas.findByTestId('operation-next-step', {}, { timeout: 8000 });
    await expect(next).toBeEnabled();
    await expect(canvas.queryByTestId('operation-blockers')).toBeNull();
  },
};

/** 1002 is blocked (§5): too few approved suppliers and an unhandled objection; next is disabled. */
export const Blocked: Story = {
  parameters: { route: '/qualification-purchase?id=1002' },
  play: async ({ canvas }) => {
    const blockers = await canvas.findByTestId('operation-blockers', {}, { timeout: 8000 });
    await expect(blockers.querySelectorAll('li').length).toBeGreaterThan(0);
    await expect(await canvas.findByTestId('operation-next-step')).toBeDisabled();
  },
};

/** A viewer: the reason once, no flow buttons (§6). */
export const ReadOnlyViewer: Story = {
  parameters: { seed: { signedInAs: 'viewer' } },
  play: async ({ canvas }) => {
    await canvas.findByTestId('operation-read-only', {}, { timeout: 8000 });
    await expect(canvas.queryByTestId('operation-next-step')).toBeNull();
  },
};

/** A project awaiting closing (auditState 13) is read-only for everyone. */
export const AwaitingClosing: Story = {
  parameters: { route: '/tender-document?id=1004' },
  play: async ({ canvas }) => {
    await canvas.findByTestId('operation-read-only', {}, { timeout: 8000 });
  },
};

/** A step without a page of its own: its sites and a clear message (issue 7 "never a blank screen"). */
export const StepWithoutAPage: Story = { parameters: { route: '/tender-document?id=1003' } };

export const InChinese: Story = { globals: { locale: 'zh-CN' } };

/** §9 mobile. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
