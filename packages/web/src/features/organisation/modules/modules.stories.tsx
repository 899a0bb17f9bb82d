import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';

/**
 * The app modules tab of /organize-manage (§1 the shell's module list, §2 Menus, §3 Module), over the
 * in-memory container's demo modules: 项目创建 first, each a route the web app has a page for (a module
 * created with another route is flagged).
 */
const meta = {
  title: 'Organisation/App modules',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/organize-manage?tab=modules' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 8000 };
const page = () => within(document.body);

/** The table once loaded. */
async function table(canvas: ReturnType<typeof within>) {
  return canvas.findByTestId('module-table', {}, WAIT);
}

/** The module names in the table's order. */
function namesIn(tableElement: HTMLElement): string[] {
  return within(tableElement)
    .getAllByTestId('module-name')
    .map((cell) => cell.textContent ?? '');
}

/** The table row of a module. */
async function rowOf(tableElement: HTMLElement, name: string): Promise<HTMLElement> {
  const cell = await within(tableElement).findByText(name, {}, WAIT);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Every module in the menus' order; a route without a page of the web app carries the warning tag. */
export const List: Story = {
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(namesIn(list).slice(0, 3)).toEqual(['项目创建', '项目管理', '报名']);
    await expect(within(await rowOf(list, '招标文件编制')).queryByTestId('module-no-page')).toBeNull();
    await expect(within(await rowOf(list, '报名')).queryByTestId('module-no-page')).toBeNull();
    await expect(within(await rowOf(list, '组织管理')).queryByTestId('module-no-page')).toBeNull();
    await expect(within(await rowOf(list, '报名')).getByText('Manage (the project step menu)')).toBeVisible();
  },
};

/** The domain's route rule under the field as the user saves: a route is a path, so it starts with '/'. */
export const CreateWithRouteError: Story = {
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await userEvent.click(await canvas.findByTestId('module-create', {}, WAIT));
    const form = page().getByTestId('module-form');
    await userEvent.type(within(form).getByLabelText('Name'), '合同归档');
    await userEvent.type(within(form).getByLabelText('Route'), 'contract-archive');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(form).findByText(/ must start with \/$/, {}, WAIT)).toBeInTheDocument();
    await expect(namesIn(list)).not.toContain('合同归档');
  },
};

/** A route another module has: only the server knows, and its refusal shows under the route field. */
export const CreateWithTakenRoute: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(await canvas.findByTestId('module-create', {}, WAIT));
    const form = page().getByTestId('module-form');
    await userEvent.type(within(form).getByLabelText('Name'), '报名（新）');
    await userEvent.type(within(form).getByLabelText('Route'), '/sign-up');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(
      await within(form).findByText('is already the route of module 报名: /sign-up', {}, WAIT),
    ).toBeInTheDocument();
  },
};

/** A new module goes last; its route has no page yet, so it is flagged. */
export const CreateOne: Story = {
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await userEvent.click(await canvas.findByTestId('module-create', {}, WAIT));
    const form = page().getByTestId('module-form');
    await userEvent.type(within(form).getByLabelText('Name'), '合同归档');
    await userEvent.type(within(form).getByLabelText('Route'), '/contract-archive');
    await userEvent.type(within(form).getByLabelText('Port'), '8013');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(namesIn(list).at(-1)).toBe('合同归档'), WAIT);
    await expect(within(await rowOf(list, '合同归档')).getByTestId('module-no-page')).toBeVisible();
  },
};

/** From the keyboard: focus a row's handle, Space picks it up, ArrowDown moves it, Space drops it. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvas }) => {
    const list = await table(canvas);
    const total = namesIn(list).length;
    const handle = within(list).getByRole('button', { name: 'Reorder 项目创建' });
    handle.focus();
    await userEvent.keyboard('[Space]');
    // Picked up, and over its own place: the live region reads out where it is, in the UI's language.
    await expect(
      await screen.findByText(`项目创建 is over position 1 of ${total}.`, {}, WAIT),
    ).toBeInTheDocument();
    await userEvent.keyboard('[ArrowDown]');
    await expect(
      await screen.findByText(`项目创建 is over position 2 of ${total}.`, {}, WAIT),
    ).toBeInTheDocument();
    await userEvent.keyboard('[Space]');
    await expect(
      await screen.findByText(`项目创建 was dropped at position 2 of ${total}.`, {}, WAIT),
    ).toBeInTheDocument();
    await expect(await screen.findByText('Saved', {}, WAIT)).toBeInTheDocument();
    // The order as stored and read back, not only as shown while saving.
    await waitFor(() => expect(namesIn(list).slice(0, 3)).toEqual(['项目管理', '项目创建', '报名']), WAIT);
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Reorder 项目创建' })).toBeEnabled());
  },
};

/** The arrows do the same without dragging. */
export const MoveWithArrows: Story = {
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(within(list).getByRole('button', { name: 'Move 项目创建 up' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: 'Move 报名 up' }));
    await waitFor(() => expect(namesIn(list).slice(0, 3)).toEqual(['项目创建', '报名', '项目管理']), WAIT);
  },
};

/** Disabling asks first; the module stays in the list, disabled, and can be enabled again. */
export const DisableOne: Story = {
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await userEvent.click(within(await rowOf(list, '项目澄清')).getByRole('button', { name: 'Disable' }));
    const [title] = await page().findAllByText('Disable 项目澄清?', {}, WAIT);
    const dialog = title?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the confirmation is not a dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(
      async () => expect(within(await rowOf(list, '项目澄清')).getByTestId('module-disabled')).toBeVisible(),
      WAIT,
    );
    await expect(within(await rowOf(list, '项目澄清')).getByRole('button', { name: 'Enable' })).toBeVisible();
  },
};

/** In Chinese: the words, the flag and the handles' names, which screen readers read out. */
export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(within(list).getByRole('button', { name: '调整“项目创建”的顺序' })).toBeVisible();
    await userEvent.click(await canvas.findByTestId('module-create', {}, WAIT));
    const form = page().getByTestId('module-form');
    await userEvent.type(within(form).getByLabelText('名称'), '合同库');
    await userEvent.type(within(form).getByLabelText('路由'), '/home/contract-library');
    await userEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    await expect(within(await rowOf(list, '合同库')).getByText('无对应页面')).toBeVisible();
  },
};
