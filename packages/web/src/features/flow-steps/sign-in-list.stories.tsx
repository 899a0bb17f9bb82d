import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SignInList } from './sign-in-list';

/**
 * The live list of online sign-ins (sign-up and bid opening steps), over the in-memory container. For a
 * tender required by law its count stands against §5's minimum of three (the browser journey of the
 * opening plays a tender the law does not require, whose bids may close before the day it plays).
 */
const meta = {
  title: 'Workspace/Sign-in list',
  component: SignInList,
  parameters: { seed: { signedInAs: 'admin' } },
  args: { projectId: 1003, userName: 'admin' },
} satisfies Meta<typeof SignInList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tendering by law: the count against the minimum, in red while it is short of it. */
export const AgainstTheMinimum: Story = {
  args: { minimum: 3 },
  play: async ({ canvas }) => {
    const count = await canvas.findByTestId('sign-ins-against-minimum', {}, { timeout: 8000 });
    await expect(count).toHaveTextContent(/^\d+ signed in, of the minimum 3$/);
  },
};

/** Any other tender: the count alone, out of the most the list holds. */
export const WithoutAMinimum: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('sign-ins', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.queryByTestId('sign-ins-against-minimum')).toBeNull();
  },
};
