import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuditEntry } from '@tender/domain';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';

/**
 * The audit trail tab of /organize-manage (ADR 0012), over the in-memory container's demo trail: six
 * writes of the last days by admin, manager and agent, two of them administration writes with changes.
 */
const meta = {
  title: 'Organisation/Audit trail',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/organize-manage?tab=audit' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 8000 };

/** The table once loaded. */
async function table(canvas: ReturnType<typeof within>) {
  return canvas.findByTestId('audit-table', {}, WAIT);
}

/** The rows of entries (not antd's own measuring or expanded rows). */
const entryRows = (tableElement: HTMLElement) =>
  [...tableElement.querySelectorAll<HTMLElement>('tr[data-row-key]')].filter(
    (row) => !row.classList.contains('ant-table-expanded-row'),
  );

/** Newest first: who, the call, the entity in words, the project as a link to its detail. */
export const List: Story = {
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await waitFor(() => expect(entryRows(list)).toHaveLength(6), WAIT);
    const [newest] = entryRows(list);
    await expect(within(newest as HTMLElement).getByText('/api/services/app/Role/Update')).toBeVisible();
    await expect(within(newest as HTMLElement).getByTestId('audit-entity')).toHaveTextContent('Role #4');
    const project = within(list).getAllByRole('link', { name: 'Open project 1001' })[0];
    await expect(project).toHaveAttribute('href', '/manage/detail?id=1001');
  },
};

/** The entity filter from a link: `?tab=audit&entity=user` opens the trail on the users' writes. */
export const FilteredByEntity: Story = {
  parameters: { route: '/organize-manage?tab=audit&entity=user' },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await waitFor(() => expect(entryRows(list)).toHaveLength(1), WAIT);
    await expect(within(list).getByTestId('audit-entity')).toHaveTextContent('User #12');
    // The entity select shows the URL's entity in words.
    const entity = within(canvas.getByTestId('audit-filters')).getByRole('combobox', { name: 'Entity' });
    await expect(entity.closest('.ant-select')).toHaveTextContent('User');
  },
};

/** The filter form writes the URL and the list follows: only manager's writes. */
export const FilteredByUser: Story = {
  play: async ({ canvas }) => {
    const list = await table(canvas);
    const filters = canvas.getByTestId('audit-filters');
    await userEvent.type(within(filters).getByLabelText('User'), 'manager');
    await userEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(entryRows(list)).toHaveLength(2), WAIT);
    // The URL kept the tab beside the filter.
    await expect(canvas.getByRole('tab', { name: 'Audit trail', selected: true })).toBeInTheDocument();
    for (const user of within(list).getAllByTestId('audit-user'))
      await expect(user).toHaveTextContent('manager');
  },
};

/** An administration write opens onto its changed fields, before and after. */
export const RowExpanded: Story = {
  parameters: { route: '/organize-manage?tab=audit&entity=role' },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await userEvent.click(await within(list).findByRole('button', { name: 'Expand row' }, WAIT));
    const changes = await within(list).findByTestId('audit-changes', {}, WAIT);
    const row = within(changes).getByText('displayName').closest('tr') as HTMLElement;
    await expect(within(row).getByText('访客')).toBeVisible();
    await expect(within(row).getByText('只读用户')).toBeVisible();
  },
};

/** No entry matches: the table says so. */
export const Empty: Story = {
  parameters: { route: '/organize-manage?tab=audit&user=nobody' },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    // The table may draw its empty text again as the trail answers: wait on the one that stays.
    await waitFor(() => expect(within(list).getByText('No entries match these filters')).toBeVisible(), WAIT);
    await expect(entryRows(list)).toHaveLength(0);
  },
};

const job: AuditEntry = {
  id: 1,
  creationTime: '2026-03-02T01:00:00.000Z',
  actor: 'system',
  userId: null,
  userName: 'system',
  method: 'JOB',
  route: 'prune-audit',
  entity: 'auditLog',
  entityId: null,
  projectId: null,
  requestId: null,
  clientAddress: null,
  changes: null,
};

/** A job's write (prune-audit) shows the system as who wrote it. */
export const WrittenByAJob: Story = {
  parameters: { seed: { signedInAs: 'admin', auditEntries: [job] } },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(await within(list).findByText('System', {}, WAIT)).toBeVisible();
    await expect(within(list).getByTestId('audit-entity')).toHaveTextContent('Audit trail');
  },
};

/** The filtered entries leave as a CSV file, named after the day. */
export const ExportCsv: Story = {
  parameters: { route: '/organize-manage?tab=audit&entity=user' },
  play: async ({ canvas }) => {
    await table(canvas);
    const created = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(canvas.getByTestId('audit-export'));
      await expect(await screen.findByText(/^Exported audit-\d{8}\.csv$/, {}, WAIT)).toBeInTheDocument();
      const blob = created.mock.calls[0]?.[0] as Blob;
      const csv = await blob.text();
      await expect(csv).toContain('creationTime,actor');
      await expect(csv).toContain('/api/services/app/User/Create');
      await expect(csv).not.toContain('/api/services/app/Role/Update');
    } finally {
      created.mockRestore();
    }
  },
};

/** In Chinese: the entities in words, the columns and the empty message. */
export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { route: '/organize-manage?tab=audit&entity=user' },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await waitFor(() => expect(within(list).getByTestId('audit-entity')).toHaveTextContent('用户 #12'), WAIT);
  },
};
