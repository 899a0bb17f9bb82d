import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** The step pages (issue 7) inside the operation screen, over the in-memory container. */
const meta = {
  title: 'Workspace/Step pages',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/sign-up?id=1001' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-ups with review, the counts the check uses, and the live sign-in list. */
export const SignUp: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('circulation-counts', {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByTestId('sign-ins')).toBeVisible();
  },
};

/** Counts below the minimum of 3 show in red; an unhandled objection is badged. */
export const SignUpBlocked: Story = { parameters: { route: '/sign-up?id=1002' } };

/** Read-only: controls disabled (the frame says why). */
export const SignUpReadOnly: Story = { parameters: { seed: { signedInAs: 'viewer' } } };

export const QualificationPurchase: Story = { parameters: { route: '/qualification-purchase?id=1002' } };

export const QualificationResult: Story = { parameters: { route: '/qualification-result?id=1003' } };

/** Correction notices: a published one and a draft. */
export const CorrectionNotices: Story = {
  parameters: { route: '/modify-notice?id=1002' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('documents', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Clarifications: Story = { parameters: { route: '/project-clarification?id=1002' } };

export const ResultPublicity: Story = { parameters: { route: '/result-publicity?id=1003' } };
