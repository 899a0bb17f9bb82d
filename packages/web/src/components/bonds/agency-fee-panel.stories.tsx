import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AgencyFees, agencyFeesOf, formatMoney, type Money, referenceAgencyFee } from '@tender/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAntdApp } from '../with-antd-app';
import { AgencyFeeView } from './agency-fee-panel';

const packages = [
  { id: 11, groupNumber: '包1', groupName: '教学设备' },
  { id: 12, groupNumber: '包2', groupName: '土建工程' },
  { id: 13, groupNumber: '包3', groupName: '物业服务' },
];

/** A 货物 tender of 9,000万 at 20 % off; works of 6,000万 (the 1980号 note's own example) at its minimum; one not set. */
const fees: AgencyFees = agencyFeesOf(1003, packages, [
  {
    groupId: 11,
    kind: 'goods',
    winningAmount: '90000000.00' as Money,
    discountPercent: '20',
    minimum: null,
    payer: 'winningBidder',
    invoiceStatus: 'invoiced',
  },
  {
    groupId: 12,
    kind: 'works',
    winningAmount: '60000000.00' as Money,
    discountPercent: '50',
    minimum: '150000.00' as Money,
    payer: 'purchaser',
    invoiceStatus: 'paid',
  },
]);

const meta = {
  title: 'Workspace/Agency fees',
  component: AgencyFeeView,
  parameters: { seed: { signedInAs: 'admin' } },
  decorators: [withAntdApp],
  args: {
    state: { status: 'success', data: fees },
    canWrite: true,
    onSave: fn(async () => fees),
    onInvoiceStatus: fn(async () => fees),
  },
} satisfies Meta<typeof AgencyFeeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reference fee band by band, the discount, the minimum winning over it, a package not set. */
export const Fees: Story = {
  play: async ({ canvas }) => {
    const amounts = canvas.getAllByTestId('fee-amount').map((cell) => cell.textContent);
    await expect(amounts).toEqual(['319,200.00 元', '150,000.00 元']);
    await expect(canvas.getByText('399,000.00 元')).toBeVisible();
    await expect(canvas.getByText('Not set')).toBeVisible();
  },
};

export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('货物招标')).toBeVisible();
    await expect(canvas.getByText(/计价格〔2002〕1980号/)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('fee-set')).toBeNull();
  },
};

export const Loading: Story = { args: { state: { status: 'pending' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', error: new Error('network'), retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The agency fees could not be loaded')).toBeVisible();
  },
};

/** Setting the fee of the package not set: the form's defaults, saved with the package's id. */
export const SetAFee: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByTestId('fee-set')[2]!);
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByTestId('fee-form');
    await userEvent.type(within(form).getAllByRole('spinbutton')[0]!, '3000000');
    // The reference of the amount as typed, by the domain's calculator, before anything is saved.
    await expect(await within(form).findByTestId('fee-form-reference')).toHaveTextContent(
      formatMoney(referenceAgencyFee('goods', '3000000.00' as Money)),
    );
    await userEvent.click(body.getByTestId('fee-save'));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: 1003, groupId: 13, kind: 'goods', winningAmount: '3000000' }),
    );
  },
};
