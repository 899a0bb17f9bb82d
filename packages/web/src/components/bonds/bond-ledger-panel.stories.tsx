import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type BondLedger,
  type BondPackageSource,
  bondLedgerOf,
  type ComplianceSources,
  ConflictError,
  type Money,
  NoticeType,
  NotPermittedError,
  refusal,
  type StoredBond,
} from '@tender/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAntdApp } from '../with-antd-app';
import { BondLedgerSummary, BondLedgerView } from './bond-ledger-panel';

/** The server's clock in these stories: 2026-05-08, two days after the tender's refunds fell due. */
const NOW = new Date('2026-05-08T02:00:00Z');

const packages: BondPackageSource[] = [
  {
    id: 11,
    groupNumber: '包1',
    groupName: '教学设备',
    bondAmount: '20000.00' as Money,
    groupBudget: '1000000.00' as Money,
    purchaserType: '货物',
  },
  {
    id: 12,
    groupNumber: '包2',
    groupName: '土建工程',
    bondAmount: '800000.00' as Money,
    groupBudget: '60000000.00' as Money,
    purchaserType: '工程',
  },
];

/** A tender whose contracts were signed on 2026-04-29: the refunds fall due on 6 May (劳动节 moves them). */
const sources: ComplianceSources = {
  project: {
    biddingMethod: '公开招标',
    capitalSource: '自筹资金',
    isTenderByLaw: true,
    sGroupList: packages.map((p) => ({
      id: p.id,
      groupNumber: p.groupNumber,
      groupName: p.groupName,
      groupSort: 0,
      isGroupBid: false,
    })),
  },
  notices: [
    { noticeType: NoticeType.ResultAnnouncement, publishTime: '2026-04-20T02:00:00Z', endTime: null },
  ],
  tenderDocuments: [],
  clarifications: [],
  objections: [],
  contracts: [
    { contract_groupId: 11, contract_signedOn: '2026-04-29' },
    { contract_groupId: 12, contract_signedOn: '2026-04-29' },
  ],
};

const bond = (over: Partial<StoredBond> & Pick<StoredBond, 'id' | 'bidder'>): StoredBond => ({
  groupId: 11,
  amount: '20000.00' as Money,
  paidOn: '2026-04-01',
  payerName: over.bidder,
  payerAccount: '6222 0210 0000 1234',
  winner: false,
  refundedOn: null,
  interest: null,
  ...over,
});

/** Refunded in time, refunded late, overdue, paid from another's account. */
const ledger: BondLedger = bondLedgerOf(
  1003,
  sources,
  packages,
  [
    bond({
      id: 1,
      bidder: '远大建设集团有限公司',
      winner: true,
      refundedOn: '2026-05-06',
      interest: '12.40' as Money,
    }),
    bond({ id: 2, bidder: '华信科技股份有限公司', refundedOn: '2026-05-07' }),
    bond({ id: 3, bidder: '恒通设备有限公司', payerName: '李明', payerAccount: '6217 0000 8888' }),
    bond({ id: 4, groupId: 12, bidder: '中建八局第三建设有限公司', amount: '800000.00' as Money }),
  ],
  NOW,
);

/** Before any contract: each bond waits for its refund bound. */
const waiting: BondLedger = bondLedgerOf(
  1003,
  { ...sources, contracts: [] },
  packages,
  [bond({ id: 1, bidder: '远大建设集团有限公司' })],
  NOW,
);

const meta = {
  title: 'Workspace/Bond ledger',
  component: BondLedgerView,
  parameters: { seed: { signedInAs: 'admin' } },
  decorators: [withAntdApp],
  args: {
    state: { status: 'success', data: ledger },
    canWrite: true,
    onSavePayment: fn(async () => ledger),
    onRecordRefund: fn(async () => ledger),
  },
} satisfies Meta<typeof BondLedgerView>;
export default meta;
type Story = StoryObj<typeof meta>;

const statuses = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-testid="bond-refund-status"]')].map(
    (tag) => tag.dataset.status,
  );

/** Each refund where it stands, the overdue one in the warning colour; the bond paid by another flagged. */
export const RefundsAndFlags: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(statuses(canvasElement)).toEqual(['met', 'missed', 'overdue', 'overdue']);
    await expect(canvas.getAllByText('Overdue since 2026-05-06')).toHaveLength(2);
    await expect(canvas.getAllByTestId('bond-payer-flag')).toHaveLength(1);
    await expect(canvas.getAllByTestId('bond-cap')[1]).toHaveTextContent('800,000.00');
  },
};

/** The line of the panel: the overdue refunds and the bonds paid by another, counted. */
export const Summary: Story = {
  render: (args) => <BondLedgerSummary state={args.state} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('bonds-overdue')).toHaveTextContent('2 refunds overdue');
    await expect(canvas.getByTestId('bonds-payer-flags')).toHaveTextContent('1 paid by another');
  },
};

export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('bond-payer-flag')).toHaveTextContent('非投标人账户');
    await expect(canvas.getAllByText(/自 2026-05-06 起逾期未退/)).toHaveLength(2);
  },
};

/** Before the contract: nothing is due yet. */
export const NotDueYet: Story = {
  args: { state: { status: 'success', data: waiting } },
  play: async ({ canvasElement }) => {
    await expect(statuses(canvasElement)).toEqual(['waiting']);
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', data: { ...ledger, entries: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bond is recorded yet.')).toBeVisible();
  },
};

/** A reader without evaluation.edit sees the ledger and no way to change it. */
export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('bond-record')).toBeNull();
    await expect(canvas.queryByTestId('bond-refund')).toBeNull();
  },
};

export const Loading: Story = { args: { state: { status: 'pending' } } };

export const LoadFailed: Story = {
  args: {
    state: { status: 'error', error: new NotPermittedError('Roles do not grant project.get'), retry: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The bond ledger could not be loaded')).toBeVisible();
  },
};

/** The form checks the fields with the domain's schema: an amount of nothing is named before any request. */
export const RecordAPayment: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByTestId('bond-record'));
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByTestId('bond-payment-form');
    // The chosen package's cap and the article that binds it, beside the amount.
    await expect(within(form).getByTestId('bond-form-cap')).toHaveTextContent(
      'Cap 20,000.00 元（Tendering Law Implementing Regulations, art. 26）',
    );
    await userEvent.type(within(form).getByTestId('bond-bidder'), '新华建设有限公司');
    await userEvent.type(within(form).getByTestId('bond-payer'), '新华建设有限公司');
    await userEvent.type(within(form).getByTestId('bond-amount'), '0');
    await userEvent.click(body.getByTestId('bond-payment-save'));
    await expect(await within(form).findByText(/must be an amount above zero/)).toBeVisible();
    await expect(args.onSavePayment).not.toHaveBeenCalled();
    await userEvent.clear(within(form).getByTestId('bond-amount'));
    await userEvent.type(within(form).getByTestId('bond-amount'), '5000');
    await userEvent.click(body.getByTestId('bond-payment-save'));
    await expect(args.onSavePayment).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: 1003, groupId: 11, bidder: '新华建设有限公司', amount: '5000' }),
    );
  },
};

/** A bond the server refuses above its cap: the refusal, with the cap and the article, stays on the form. */
export const RefusedAboveTheCap: Story = {
  args: {
    onSavePayment: fn(async () => {
      throw new ConflictError(refusal('bondOverCapTendering', { cap: '20000.00' }));
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByTestId('bond-record'));
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByTestId('bond-payment-form');
    await userEvent.type(within(form).getByTestId('bond-bidder'), '新华建设有限公司');
    await userEvent.type(within(form).getByTestId('bond-payer'), '新华建设有限公司');
    await userEvent.type(within(form).getByTestId('bond-amount'), '20000.01');
    await userEvent.click(body.getByTestId('bond-payment-save'));
    await expect(await body.findByTestId('bond-payment-refusal')).toHaveTextContent(
      /may not exceed 20000\.00 yuan \(Tendering Law Implementing Regulations, art\. 26/,
    );
    await expect(body.getByTestId('bond-payment-form')).toBeVisible();
  },
};

/**
 * A terminated tender (ADR 0023): every unrefunded bond is in the refund batch, due on the day the
 * termination set; a bond refunded before stays as it was.
 */
export const TerminationRefundBatch: Story = {
  args: {
    state: {
      status: 'success',
      data: bondLedgerOf(
        1003,
        { ...sources, contracts: [] },
        packages,
        [
          bond({ id: 1, bidder: '远大建设集团有限公司', refundDueOn: '2026-05-15' }),
          bond({ id: 2, bidder: '华信科技股份有限公司', refundedOn: '2026-05-07' }),
        ],
        NOW,
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('bond-refund-batch')).toHaveLength(1);
    await expect(canvas.getByTestId('bond-refund-batch')).toHaveTextContent(
      'Refund batch: due by 2026-05-15',
    );
  },
};
