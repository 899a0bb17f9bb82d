import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';

/** The companies tab of /organize-manage (§3 the tenant's agency offices), over the in-memory container. */
const meta = {
  title: 'Organisation/Companies',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/organize-manage?tab=companies' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 12000 };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The demo tenant's two offices, with their codes, addresses and phones. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('company-table', {}, WAIT);
    await expect(await within(table).findByText('Demo Tendering Agency', {}, WAIT)).toBeVisible();
    await expect(within(table).getByText('AG302')).toBeVisible();
    await expect(within(table).getByText('0571-88000000')).toBeVisible();
    await expect(canvas.getByTestId('company-create')).toBeVisible();
  },
};

/** A word no name or code holds: the table says nothing matches it, not that there are no companies. */
export const SearchWithoutResult: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Demo Tendering Agency', {}, WAIT);
    await userEvent.type(canvas.getByTestId('company-search-keyword'), 'Shenzhen');
    await userEvent.click(canvas.getByText('Search'));
    await expect(await canvas.findByTestId('companies-empty', {}, WAIT)).toHaveTextContent(
      'No company matches “Shenzhen”',
    );
    await expect(canvas.queryByText('Demo Tendering Agency')).toBeNull();
  },
};

/** Saved without a name: the domain's message under it, and nothing saved. */
export const CreateWithFieldError: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('company-create', {}, WAIT));
    const dialog = within(await body(canvasElement).findByTestId('company-form', {}, WAIT));
    await expect(dialog.getByText('New company')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Code'), 'AG303');
    await userEvent.click(dialog.getByText('Save'));
    await expect(await dialog.findByText(/ is required$/, {}, WAIT)).toBeInTheDocument();
    await expect(within(canvas.getByTestId('company-table')).queryByText('AG303')).toBeNull();
  },
};

/** A new office saved: the dialog closes and the table lists it. */
export const CreateSaved: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByTestId('company-create', {}, WAIT));
    const dialog = within(await body(canvasElement).findByTestId('company-form', {}, WAIT));
    await userEvent.type(dialog.getByLabelText('Name'), 'Wenzhou Office');
    await userEvent.type(dialog.getByLabelText('Code'), 'AG303');
    await userEvent.click(dialog.getByText('Save'));
    const table = canvas.getByTestId('company-table');
    await expect(await within(table).findByText('AG303', {}, WAIT)).toBeVisible();
    await expect(within(table).getByText('Wenzhou Office')).toBeVisible();
  },
};
