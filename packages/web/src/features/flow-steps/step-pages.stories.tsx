import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** The step pages (§2, §5) inside the operation screen, over the in-memory container. */
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

/**
 * A supplier is picked from the bidder library as its name is typed (nobody retypes a bidder Tender
 * holds), and signed up under that name.
 */
export const SignUpPicksFromTheLibrary: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByTestId('supplier-name', {}, { timeout: 8000 });
    await userEvent.type(within(name).getByRole('combobox'), '恒信科技');
    const option = await within(document.body).findByText(
      '浙江恒信科技有限公司',
      { selector: '.ant-select-item-option-content' },
      { timeout: 8000 },
    );
    await userEvent.click(option);
    await userEvent.click(canvas.getByRole('button', { name: 'Add supplier' }));
    const signUps = canvas.getByTestId('sign-ups');
    await expect(
      await within(signUps).findByText('浙江恒信科技有限公司', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** Counts below the minimum of 3 show in red; an unhandled objection is badged. */
export const SignUpBlocked: Story = { parameters: { route: '/sign-up?id=1002' } };

const WAIT = { timeout: 8000 };
/** The open dialog (antd renders it outside the story's canvas). */
const dialog = () => within(document.body).findByRole('dialog', {}, WAIT);

/** Read-only (§6: a viewer's action list has no record writes): no control offered (the frame says why). */
export const SignUpReadOnly: Story = {
  parameters: { seed: { signedInAs: 'viewer' } },
  play: async ({ canvas }) => {
    await canvas.findByText('恒信项目管理有限公司', {}, WAIT);
    await expect(canvas.queryByRole('button', { name: 'Add supplier' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reject' })).toBeNull();
  },
};

/**
 * 1002 has moved on to the qualification purchase: its sign-up page is read-only for everyone, even the
 * Admin (§6, the flow has moved on), shows its own sign-ups with the reason of a rejection, and no
 * conditions box — those are the current step's.
 */
export const SignUpPastStep: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { route: '/sign-up?id=1002' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('step-read-only', {}, WAIT)).toHaveTextContent('流程已离开本环节');
    const signUps = await canvas.findByTestId('sign-ups');
    await within(signUps).findByText('远大建设集团', {}, WAIT);
    await expect(within(signUps).getByText('营业执照已过期')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '添加供应商' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^驳\s*回$/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^通\s*过$/ })).toBeNull();
    await expect(await canvas.findByTestId('operation-header')).toBeVisible();
    await expect(canvas.queryByTestId('operation-blockers')).toBeNull();
  },
};

/** The current step shows its conditions box; the same project's past step (above) does not. */
export const QualificationPurchase: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { route: '/qualification-purchase?id=1002' },
  play: async ({ canvas }) => {
    const counts = await canvas.findByTestId('circulation-counts', {}, WAIT);
    await canvas.findByTestId('operation-blockers', {}, WAIT);
    // The counters name what this step counts: purchases, not sign-ups.
    await expect(counts).toHaveTextContent('购买资格预审文件的供应商');
    await expect(counts).toHaveTextContent('购买审核通过');
    await expect(counts).not.toHaveTextContent('报名');
    await expect(canvas.queryByTestId('step-read-only')).toBeNull();
  },
};

/** Rejecting asks for a reason (required, the domain's schema), then the list shows it. */
export const RejectWithReason: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { route: '/qualification-purchase?id=1002' },
  play: async ({ canvas }) => {
    const purchases = await canvas.findByTestId('qualification-purchases', {}, WAIT);
    const row = (await within(purchases).findByText('中诚监理有限公司', {}, WAIT)).closest('tr');
    if (!row) throw new Error('no row for 中诚监理有限公司');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /^驳\s*回$/ }));
    const confirm = within(await dialog());
    await expect(confirm.getByText('确定驳回 中诚监理有限公司 吗？')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: /^驳\s*回$/ }));
    await expect(
      await confirm.findByText(/驳回原因/, { selector: '.ant-form-item-explain-error' }, WAIT),
    ).toBeVisible();
    await userEvent.type(confirm.getByLabelText('驳回原因'), '未缴纳文件费用');
    await userEvent.click(confirm.getByRole('button', { name: /^驳\s*回$/ }));
    await waitFor(() => expect(within(row as HTMLElement).getByText('未缴纳文件费用')).toBeVisible(), WAIT);
    await expect(within(row as HTMLElement).getByText('已驳回')).toBeVisible();
  },
};

/**
 * 1003's qualification results (a past step): the §5 count of passers per bid package, and the package
 * of each result.
 */
export const QualificationResult: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { route: '/qualification-result?id=1003' },
  play: async ({ canvas }) => {
    const counts = await canvas.findByTestId('circulation-counts', {}, WAIT);
    await waitFor(
      () =>
        expect(counts.querySelector('[data-count="package-31"]')).toHaveTextContent(
          /包1 教学设备 审查通过\s*3/,
        ),
      WAIT,
    );
    await expect(counts.querySelector('[data-count="package-32"]')).toHaveTextContent(
      '包2 网络工程 审查通过2',
    );
    const results = await canvas.findByTestId('qualification-results');
    await expect(within(results).getByRole('columnheader', { name: '标段（包）' })).toBeVisible();
    await expect(within(results).getAllByText('包2 网络工程')).toHaveLength(3);
  },
};

/** Correction notices: a published one and a draft. */
export const CorrectionNotices: Story = {
  parameters: { route: '/modify-notice?id=1002' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('documents', {}, { timeout: 8000 })).toBeVisible();
  },
};

/**
 * 1002 on 12-05, past the clarification cut-off of its bid deadline (12-15, cut-off 11-30): the page says
 * a correction now must move the deadline, and a new correction gets the earliest lawful one filled in —
 * read from the deadlines the operation screen has already asked, on the server's clock.
 */
export const CorrectionPastTheCutOff: Story = {
  parameters: {
    route: '/modify-notice?id=1002',
    seed: { signedInAs: 'admin', now: () => Date.parse('2026-12-05T02:00:00Z') },
  },
  play: async ({ canvas }) => {
    const hint = await canvas.findByTestId('documents-law-hint', {}, { timeout: 8000 });
    await expect(hint).toHaveTextContent('move the deadline to 2026-12-20 or later');
    await userEvent.click(canvas.getByRole('button', { name: /^New$/ }));
    const proposal = await canvas.findByTestId('document-deadline-proposal');
    await expect(proposal).toHaveTextContent('The deadline for bids is moved to 2026-12-20');
  },
};

/** The clarifications of 1002 past the cut-off: one is refused unless a correction moves the deadline. */
export const Clarifications: Story = {
  parameters: {
    route: '/project-clarification?id=1002',
    seed: { signedInAs: 'admin', now: () => Date.parse('2026-12-05T02:00:00Z') },
  },
  play: async ({ canvas }) => {
    const hint = await canvas.findByTestId('documents-law-hint', {}, { timeout: 8000 });
    await expect(hint).toHaveTextContent('Publish a correction notice that moves the deadline first.');
  },
};

export const ResultPublicity: Story = { parameters: { route: '/result-publicity?id=1003' } };
