import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** The manage area (§2): the list, the detail pages and /manage/terminate, over the in-memory container. */
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

/**
 * In Chinese: each row shows its budget and bid opening time (the tender notice's end time, §3), and
 * 当前环节 is a pick list of the steps, which finds the projects at the step picked.
 */
export const ListInChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('project-table', {}, { timeout: 8000 });
    await within(table).findByRole('columnheader', { name: '项目预算' });
    await within(table).findByRole('columnheader', { name: '开标时间' });
    const row = (await within(table).findByText('城南片区道路改造工程监理服务')).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('128 万元');
    await expect(row).toHaveTextContent('2026-12-15');
    const step = row.querySelectorAll('td')[5]?.textContent ?? '';
    await expect(step).not.toBe('');

    await userEvent.click(await canvas.findByRole('combobox', { name: '当前环节' }));
    const listbox = await screen.findByRole('listbox');
    await expect(
      await within(listbox.parentElement as HTMLElement).findAllByText('项目终止'),
    ).not.toHaveLength(0);
    await userEvent.click(await screen.findByTitle(step));
    await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2)); // header and one row
    await expect(within(table).getByText('城南片区道路改造工程监理服务')).toBeVisible();
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
