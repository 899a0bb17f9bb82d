import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExceptionPage } from './exception-page';

const meta = { title: 'Shell/Exception page', component: ExceptionPage } satisfies Meta<typeof ExceptionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = {
  args: { status: 403 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('sorry, you have no access to this page')).toBeVisible();
    await expect(canvas.getByTestId('exception-back-home')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('the page does not exist or is still in development')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('sorry, server error')).toBeVisible();
  },
};
