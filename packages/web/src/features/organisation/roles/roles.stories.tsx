import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';

/**
 * The roles tab of /organize-manage (§6, ADR 0014): the tenant's roles with what they grant, the grants
 * editor, and a delete the server refuses because the role is in use — over the in-memory container, whose
 * roles follow the server's rules.
 */
const meta = {
  title: 'Organisation/Roles',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/organize-manage?tab=roles' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 12000 };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The row of a role in the table, found by its name. */
async function rowOf(canvas: ReturnType<typeof within>, name: string): Promise<HTMLElement> {
  const table = await canvas.findByTestId('role-table', {}, WAIT);
  const row = (await within(table).findByText(name, {}, WAIT)).closest('tr');
  if (!row) throw new Error(`no row for role ${name}`);
  return row;
}

/** The demo roles: the built-in Admin holds everything; the others what they grant, and who holds them. */
export const List: Story = {
  play: async ({ canvas }) => {
    const admin = await rowOf(canvas, 'Admin');
    await expect(within(admin).getByText('Built-in')).toBeVisible();
    await expect(within(admin).getByText('Every permission')).toBeVisible();
    // Admin has no delete (the built-in role administers the tenant); the others have.
    await expect(within(admin).queryByTestId('role-delete-Admin')).toBeNull();
    const viewer = await rowOf(canvas, 'Viewer');
    await expect(within(viewer).getByText('Projects: Query, View')).toBeVisible();
    await expect(within(viewer).getByTestId('role-delete-Viewer')).toBeVisible();
    // The agent and the new hire hold Agent.
    const agent = await rowOf(canvas, 'Agent');
    await expect(within(agent).getByText('2')).toBeVisible();
  },
};

/** Saved empty: the domain's messages under the name and the display name. */
export const CreateWithFieldErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('role-create', {}, WAIT));
    const dialog = within(await body(canvasElement).findByTestId('role-form', {}, WAIT));
    await expect(dialog.getByText('New role')).toBeInTheDocument();
    await userEvent.click(dialog.getByText('Save'));
    await expect(await dialog.findAllByText(/ is required$/, {}, WAIT)).toHaveLength(2);
    // The administration areas are shown, locked, with the reason; the work areas can be granted.
    await expect(dialog.getByTestId('grants-administration-note')).toBeInTheDocument();
    await expect(dialog.getByTestId('grant-user.query')).toBeDisabled();
    await expect(dialog.getByTestId('grant-project.edit')).toBeEnabled();
  },
};

/** Viewer is given every step-record action with the row's toggle; the table then says so. */
export const EditGrants: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('role-edit-Viewer', {}, WAIT));
    const dialog = within(await body(canvasElement).findByTestId('role-form', {}, WAIT));
    await expect(await dialog.findByText('Edit role Viewer', {}, WAIT)).toBeInTheDocument();
    // The name is fixed once the role exists (sessions and flowRoles hold it).
    await expect(dialog.getByDisplayValue('Viewer')).toBeDisabled();
    const records = dialog.getByTestId('grant-all-record');
    await expect(records).not.toBeChecked();
    await expect(dialog.getByTestId('grant-record.query')).toBeChecked();
    await userEvent.click(records);
    await expect(dialog.getByTestId('grant-record.add')).toBeChecked();
    await userEvent.click(dialog.getByText('Save'));
    const viewer = await rowOf(canvas, 'Viewer');
    await expect(await within(viewer).findByText('Step records: all', {}, WAIT)).toBeVisible();
  },
};

/** The built-in Admin holds every permission: the grid is all checked and nothing can be unchecked. */
export const AdminLocked: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('role-edit-Admin', {}, WAIT));
    const form = await body(canvasElement).findByTestId('role-form', {}, WAIT);
    const dialog = within(form);
    await expect(await dialog.findByText('Edit role Admin', {}, WAIT)).toBeInTheDocument();
    await expect(dialog.getByTestId('grants-admin-note')).toBeInTheDocument();
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    // Every action of every area, and a row toggle each.
    await expect(boxes.length).toBeGreaterThan(40);
    await expect(boxes.filter((box) => !box.checked || !box.disabled)).toEqual([]);
  },
};

/** Agent is held by two users and named by template steps: the refusal lists them all. */
export const DeleteRefusedInUse: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('role-delete-Agent', {}, WAIT));
    const page = body(canvasElement);
    await userEvent.click(await page.findByTestId('role-delete-confirm', {}, WAIT));
    const list = within(await page.findByTestId('role-in-use', {}, WAIT));
    // antd keeps a hidden copy of a confirm's title for the dialog's name: the title shows at least once.
    await expect(page.getAllByText('Role Agent cannot be deleted').length).toBeGreaterThan(0);
    await expect(list.getByText(/^user agent \(/)).toBeInTheDocument();
    await expect(list.getByText('user newhire (陈新人)')).toBeInTheDocument();
    await expect(list.getAllByText(/^flow template /).length).toBeGreaterThan(0);
    // Still there.
    await expect(await rowOf(canvas, 'Agent')).toBeVisible();
  },
};
