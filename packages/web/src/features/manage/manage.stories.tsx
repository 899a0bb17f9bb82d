import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
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
    // The header and one row, that project's (an empty table also has two rows while the search loads).
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).getByText('城南片区道路改造工程监理服务')).toBeVisible();
    });
  },
};

/**
 * Opened from an address (back, reload, a shared link): the search it names is filled in, its rows are
 * shown, and the column it sorts by says so.
 */
export const ListFromItsAddress: Story = {
  parameters: { route: '/manage/index?name=道路&sort=projectName%20asc' },
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('project-table', {}, { timeout: 8000 });
    await expect(await canvas.findByRole('textbox', { name: 'Project name' })).toHaveValue('道路');
    // The demo's one project with 道路 in its name, alone.
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining('城南片区道路改造工程监理服务'),
      ]);
    });
    const names = within(table).getByRole('columnheader', { name: /Project name/ });
    await expect(names).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getByRole('columnheader', { name: /Created/ })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

/** The rows the search keeps leave as a CSV file, in the list's order, headers in the UI's language. */
export const ExportFilteredAsCsv: Story = {
  parameters: { route: '/manage/index?name=道路' },
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('project-table', {}, { timeout: 8000 });
    const shown = (await within(table).findAllByRole('row')).slice(1).length;
    const created = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.hover(canvas.getByTestId('project-export'));
      await userEvent.click(await screen.findByText('CSV file (.csv)', {}, { timeout: 8000 }));
      await waitFor(() => expect(created).toHaveBeenCalled(), { timeout: 8000 });
      const csv = await (created.mock.calls[0]![0] as Blob).text();
      const lines = csv.trim().split('\r\n');
      await expect(lines[0]).toContain('Project number,Project name');
      await expect(lines.slice(1)).toHaveLength(shown);
      await expect(lines.slice(1).every((line) => line.includes('道路'))).toBe(true);
    } finally {
      created.mockRestore();
    }
  },
};

/** A viewer sees open and detail, never delete or terminate, and cannot export. */
export const ListForAViewer: Story = {
  parameters: { seed: { signedInAs: 'viewer' } },
  play: async ({ canvas }) => {
    await canvas.findByTestId('project-table', {}, { timeout: 8000 });
    await expect(canvas.queryByTestId('project-export')).toBeNull();
  },
};

export const Detail: Story = {
  parameters: { route: '/manage/detail?id=1002' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('project-detail', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const TenderProjectDetailInTabs: Story = { parameters: { route: '/home/project/detail-tab?id=1002' } };

export const Terminated: Story = { parameters: { route: '/manage/terminate' } };

export const TerminateOne: Story = { parameters: { route: '/manage/terminate?id=1001' } };
