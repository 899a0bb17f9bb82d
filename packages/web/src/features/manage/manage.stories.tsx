import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** The manage area (issue 7): the list, the detail pages and /manage/terminate, over the in-memory container. */
const meta = {
  title: 'Workspace/Manage',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/manage/index' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('project-table', {}, { timeout: 8000 });
    await expect(table).toBeVisible();
    // The special step names the client sets (§4) read in the UI's language; step names stay as written.
    // …and so does auditState 13 in the state column: 'Awaiting closing' twice in that row.
    await expect(await within(table).findAllByText('Awaiting closing')).toHaveLength(2);
    await expect(within(table).queryByText('项目待结项')).toBeNull();
  },
};

/** A viewer sees open and detail, never delete or terminate. */
export const ListForAViewer: Story = { parameters: { seed: { signedInAs: 'viewer' } } };

export const Detail: Story = {
  parameters: { route: '/manage/detail?id=1002' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('project-detail', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const TenderProjectDetailInTabs: Story = { parameters: { route: '/home/project/detail-tab?id=1002' } };

export const Terminated: Story = { parameters: { route: '/manage/terminate' } };

export const TerminateOne: Story = { parameters: { route: '/manage/terminate?id=1001' } };
