import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** Three days before the demo tender notice closes (2026-12-15 09:30 UTC), so its countdown shows. */
const THREE_DAYS_BEFORE = () => Date.parse('2026-12-12T06:00:00Z');

/**
 * Home, my projects and the project process list (issue 8), over the in-memory container: the demo
 * projects stand at several steps, one blocked at sign-up, one awaiting closing.
 */
const meta = {
  title: 'Home/Home',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'manager', now: THREE_DAYS_BEFORE }, route: '/home/index' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Workbench: Story = {
  play: async ({ canvas }) => {
    const needsYou = await canvas.findByTestId('home-needs-you', {}, { timeout: 8000 });
    await expect(needsYou).toHaveTextContent('城南片区道路改造工程监理服务');
    // The project at sign-up says why it cannot move on (§5).
    await expect(needsYou).toHaveTextContent(/Fewer than 3 suppliers/);
    const due = await canvas.findByTestId('home-notices-due');
    await expect(due).toHaveTextContent(/3 d \d\d:\d\d:\d\d left/);
    await expect(await canvas.findByTestId('home-awaiting-closing')).toHaveTextContent(
      '市政府办公楼物业管理服务',
    );
    await expect(await canvas.findByTestId('home-greeting')).toHaveTextContent(/, manager$/);
  },
};

/** The viewer's role is in no step's flowRoles but the last (§6): little needs them. */
export const ForAViewer: Story = { parameters: { seed: { signedInAs: 'viewer', now: THREE_DAYS_BEFORE } } };

export const MyProjects: Story = {
  parameters: { route: '/home/project' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('my-projects-page', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const ProjectProcessList: Story = {
  parameters: { route: '/home/project-overview/index' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('flow-line-1001', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** Opened from a step count on home: the list is filtered to that step. */
export const ProjectProcessListAtAStep: Story = {
  parameters: { route: '/home/project-overview/index?step=报名' },
};
