import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** Project creation (issue 8): new, refused, edit with corrections, re-tender — over the in-memory container. */
const meta = {
  title: 'Projects/Create project',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/create-project' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('project-form', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** Saved empty: every required field says so, from the domain's schema. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('project-save', {}, { timeout: 8000 }));
    await expect((await canvas.findAllByText('is required')).length).toBeGreaterThan(1);
  },
};

export const EditWithCorrections: Story = {
  parameters: {
    route:
      '/create-project?id=1002&correctionsmsg=%E8%AF%B7%E8%A1%A5%E5%85%85%E9%87%87%E8%B4%AD%E5%8D%95%E4%BD%8D',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/请补充采购单位/, {}, { timeout: 8000 })).toBeVisible();
  },
};

/** 1005 is terminated: its re-tender is prefilled and linked, with a number still to give. */
export const Retender: Story = {
  parameters: { route: '/create-project?rebiddingId=1005&isRebidding=true' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/re-tenders the terminated project/, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The packages' budgets add up to more than the project's: the list says so, in exact money. */
export const PackagesOverBudget: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Budget', {}, { timeout: 8000 }), '100');
    await userEvent.click(await canvas.findByRole('button', { name: /Add bid package/ }));
    await userEvent.type(await canvas.findByLabelText('Budget (元)'), '100.01');
    await userEvent.click(await canvas.findByTestId('project-save'));
    await expect(
      await canvas.findByText(/add up to 100\.01 元, more than the project budget of 100\.00 元/),
    ).toBeInTheDocument();
  },
};
