import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** The expert library (专家库, ADR 0019) over the in-memory container's fifteen demo experts. */
const meta = {
  title: 'Libraries/Expert library',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/home/expert-library' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 8000 };
const rows = (canvas: ReturnType<typeof within>) =>
  canvas.getByTestId('expert-table').querySelectorAll('tbody tr.ant-table-row');

/** The first page by name, with each expert's ties and status. */
export const List: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('王建国', {}, WAIT);
    await expect(rows(canvas)).toHaveLength(10);
    await expect(canvas.getByText('15 experts')).toBeVisible();
  },
};

/** Retired experts only, from the address. */
export const Retired: Story = {
  parameters: { route: '/home/expert-library?active=false' },
  play: async ({ canvas }) => {
    await canvas.findByText('Retired', { selector: '.ant-tag' }, WAIT);
    await expect(rows(canvas)).toHaveLength(1);
  },
};

/** An expert added with a tie to a company: listed at once. */
export const AddAnExpert: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('expert-add', {}, WAIT));
    const form = await within(document.body).findByTestId('expert-form', {}, WAIT);
    await userEvent.type(within(form).getByTestId('expert-name'), '钱工');
    await userEvent.type(within(form).getByRole('combobox', { name: 'Speciality' }), '工程造价');
    await userEvent.type(within(form).getByTestId('expert-company'), '省造价站');
    await userEvent.click(within(document.body).getByTestId('expert-save'));
    await expect(await canvas.findByText('16 experts', {}, WAIT)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Name or company' }), '省造价站{Enter}');
    await expect(await canvas.findByText('钱工', {}, WAIT)).toBeVisible();
  },
};

/** A missing name is said under the field, in the domain's words, and nothing is saved. */
export const MissingName: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('expert-add', {}, WAIT));
    await userEvent.click(await within(document.body).findByTestId('expert-save', {}, WAIT));
    const form = within(document.body).getByTestId('expert-form');
    await expect(await within(form).findByText('Name is required', {}, WAIT)).toBeVisible();
  },
};

/** A viewer reads the library and is offered no change. */
export const ReadOnly: Story = {
  parameters: { seed: { signedInAs: 'viewer' } },
  play: async ({ canvas }) => {
    await canvas.findByText('王建国', {}, WAIT);
    await expect(canvas.queryByTestId('expert-add')).toBeNull();
    await expect(canvas.queryByText('Edit')).toBeNull();
  },
};

/** The same in Chinese. */
export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 15 位专家', {}, WAIT)).toBeVisible();
  },
};
