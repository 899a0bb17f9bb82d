import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComplianceFacts, NotPermittedError, projectDeadlinesOf } from '@tender/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withAntdApp } from '../with-antd-app';
import { StatutoryDeadlinesPanel } from './statutory-deadlines';

/** The server's clock in these stories: the countdowns run from it (§9). */
const NOW = Date.parse('2026-12-20T02:00:00Z');

/**
 * A tendering project that has gone wrong in every way the law names, on 2026-12-20: its bid deadline
 * came 18 days after the documents (招标投标法 第二十四条 asks 20: broken), a correction came after the
 * cut-off without moving it (broken), an objection went unanswered (missed) while another was answered
 * (met); the result was announced after the publicity ran (met), and the contract is still to be signed —
 * by a day in 2027, whose holiday notice is not yet loaded (open, provisional).
 */
const TROUBLED: ComplianceFacts = {
  biddingMethod: '公开招标',
  regime: 'tendering',
  documentsIssuedAt: '2026-11-02T01:00:00Z',
  bidDeadline: '2026-11-20T01:30:00Z',
  corrections: ['2026-11-15T02:00:00Z'],
  objections: [
    { subject: 'tenderDocuments', receivedAt: '2026-11-10T02:00:00Z', handled: true },
    { subject: 'candidates', receivedAt: '2026-12-01T02:00:00Z', handled: false },
  ],
  resultPublicityAt: '2026-12-10T02:00:00Z',
  resultAnnouncementAt: '2026-12-14T02:00:00Z',
  bondsCharged: false,
};

/** A tender notice published on 12-01 whose bids close on 2027-01-08: the cut-offs before it are open. */
const UNDER_WAY: ComplianceFacts = {
  biddingMethod: '公开招标',
  regime: 'tendering',
  documentsIssuedAt: '2026-12-01T02:00:00Z',
  bidDeadline: '2027-01-08T01:30:00Z',
};

const report = (facts: ComplianceFacts) => projectDeadlinesOf(1002, facts, new Date(NOW));

const meta = {
  title: 'Workspace/Statutory deadlines',
  component: StatutoryDeadlinesPanel,
  parameters: { seed: { signedInAs: 'admin', now: () => NOW } },
  // The filing form says "saved" through antd's App (App.useApp).
  decorators: [withAntdApp],
  args: { state: { status: 'success', report: report(TROUBLED) }, defaultOpen: true },
} satisfies Meta<typeof StatutoryDeadlinesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of bound `id` (the first, where an objection has several). */
const row = (root: HTMLElement, id: string, nth = 0) =>
  root.querySelectorAll<HTMLElement>(`[data-testid="deadline-row"][data-bound="${id}"]`)[nth] as HTMLElement;

/**
 * Every status at once: broken and missed in their colours with the article they break, met, open with
 * its countdown on server time, and the warning of a count that crossed into a year without its holidays.
 */
export const BrokenMissedMetAndOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('deadlines-provisional')).toHaveTextContent(
      '2027: no official holiday calendar yet',
    );
    const bidDeadline = row(canvasElement, 'bidDeadlineEarliest');
    await expect(bidDeadline).toHaveAttribute('data-status', 'broken');
    await expect(within(bidDeadline).getByTestId('deadline-status')).toHaveTextContent('Broken');
    await expect(within(bidDeadline).getByTestId('deadline-citation')).toHaveTextContent(
      'Tendering Law, art. 24',
    );
    await expect(within(bidDeadline).getByText('Not before 2026-11-22')).toBeVisible();
    await expect(row(canvasElement, 'clarificationCutoff')).toHaveAttribute('data-status', 'broken');
    await expect(row(canvasElement, 'objectionReply', 0)).toHaveAttribute('data-status', 'met');
    await expect(row(canvasElement, 'objectionReply', 1)).toHaveAttribute('data-status', 'missed');
    await expect(row(canvasElement, 'candidatePublicity')).toHaveAttribute('data-status', 'met');
    const contract = row(canvasElement, 'contractSigning');
    await expect(contract).toHaveAttribute('data-status', 'open');
    await expect(within(contract).getByTestId('deadline-countdown')).toHaveTextContent(
      /^24 d \d\d:\d\d:\d\d left$/,
    );
    await expect(within(contract).getByText('Provisional')).toBeVisible();
    // The header says how many failed, as the rows do.
    await expect(canvas.getByTestId('deadlines-broken')).toHaveTextContent('2 broken');
    await expect(canvas.getByTestId('deadlines-missed')).toHaveTextContent('1 missed');
  },
};

/** The same in Chinese: the articles as Chinese law writes them. */
export const InChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, canvasElement }) => {
    const bidDeadline = row(canvasElement, 'bidDeadlineEarliest');
    await expect(within(bidDeadline).getByTestId('deadline-citation')).toHaveTextContent(
      '招标投标法 第二十四条',
    );
    await expect(within(bidDeadline).getByTestId('deadline-status')).toHaveTextContent('已违反');
    await expect(await canvas.findByTestId('deadlines-provisional')).toHaveTextContent(
      '2027年尚无官方节假日安排',
    );
  },
};

/**
 * Closed, as the operation screen first shows it: one line with when bids close, counting down, and
 * the bounds' failures; it opens on a click.
 */
export const SummaryLine: Story = {
  args: { state: { status: 'success', report: report(UNDER_WAY) }, defaultOpen: false },
  play: async ({ canvas, canvasElement }) => {
    const bidDeadline = await canvas.findByTestId('deadlines-bid-deadline');
    await expect(bidDeadline).toHaveTextContent('Bids close 2027-01-08 09:30');
    await expect(within(bidDeadline).getByTestId('deadline-countdown')).toHaveTextContent(
      /^18 d \d\d:\d\d:\d\d left$/,
    );
    await expect(canvas.queryByTestId('deadlines-broken')).toBeNull();
    await expect(canvasElement.querySelector('[data-testid="deadline-row"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Statutory deadlines/ }));
    await expect(row(canvasElement, 'clarificationCutoff')).toHaveAttribute('data-status', 'open');
  },
};

/** Nothing published yet: every bound waits for the event it counts from. */
export const Waiting: Story = {
  args: { state: { status: 'success', report: report({ biddingMethod: '公开招标' }) } },
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll('[data-testid="deadline-row"]')];
    await expect(rows.length).toBeGreaterThan(0);
    for (const each of rows) await expect(each).toHaveAttribute('data-status', 'waiting');
    await expect(within(rows[0] as HTMLElement).getByText('Not counted yet')).toBeVisible();
    await expect(
      within(rows[0] as HTMLElement).getByText('20 days after the tender documents are first issued'),
    ).toBeVisible();
  },
};

/** A report with no bound (no method of today's table has none, but the panel must not draw an empty list). */
export const Empty: Story = {
  args: { state: { status: 'success', report: { ...report({}), bounds: [], provisionalYears: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('deadlines-empty')).toBeVisible();
  },
};

/** While the report loads: a skeleton, never an empty list. */
export const Loading: Story = {
  args: { state: { status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('deadlines-loading')).toBeVisible();
  },
};

/** The report could not be read: why, in the user's language, and a retry; the line says so too. */
export const Failed: Story = {
  args: {
    state: {
      status: 'error',
      error: new NotPermittedError('Your roles do not grant project.get'),
      retry: () => {},
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The statutory deadlines could not be loaded')).toBeVisible();
    await expect(canvas.getByText('Your roles do not grant project.get')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByText('not loaded')).toBeVisible();
  },
};

/** The open dialog, found again at each step: a render while it opens may replace its nodes. */
const dialog = () => within(screen.getByRole('dialog'));

/**
 * A tender that must be held by law, awarded on 2026-12-01: the written report was due by 12-16 (招标投标法
 * 第四十七条) and nothing records it, so the bound is missed until the filing is recorded.
 */
const AWARDED: ComplianceFacts = {
  biddingMethod: '公开招标',
  regime: 'tendering',
  tenderByLaw: true,
  resultAnnouncementAt: '2026-12-01T02:00:00Z',
};

/**
 * The written report's row of an awarded project offers "Record filing": a small form whose day is today
 * on the server's clock, the department required (the domain's message, as the server's), and saved with
 * what was entered.
 */
export const RecordTheWrittenReport: Story = {
  args: {
    state: { status: 'success', report: report(AWARDED) },
    writtenReport: { filed: null, mayRecord: true, record: fn(async () => {}) },
  },
  play: async ({ args, canvasElement }) => {
    const filing = row(canvasElement, 'filingReport');
    await expect(filing).toHaveAttribute('data-status', 'missed');
    await userEvent.click(within(filing).getByRole('button', { name: 'Record filing' }));
    await waitFor(() =>
      expect(dialog().getByText('Due by 2026-12-16 (Tendering Law, art. 47).')).toBeVisible(),
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog().getByText('Filed with is required')).toBeVisible());
    await expect(args.writtenReport?.record).not.toHaveBeenCalled();
    await userEvent.type(dialog().getByLabelText('Filed with'), '某市住房和城乡建设局');
    await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.writtenReport?.record).toHaveBeenCalledWith({
        projectId: 1002,
        filedOn: '2026-12-20',
        authority: '某市住房和城乡建设局',
        note: null,
      }),
    );
  },
};

/** Filed in time: the row says when and where, the bound is met, and the filing can be corrected. */
export const WrittenReportFiled: Story = {
  args: {
    state: { status: 'success', report: report({ ...AWARDED, reportFiledOn: '2026-12-10' }) },
    writtenReport: {
      filed: {
        projectId: 1002,
        filedOn: '2026-12-10',
        authority: '某市发展和改革委员会',
        note: null,
        recordedAt: '2026-12-10T03:00:00.000Z',
        recordedBy: '管理员',
      },
      mayRecord: true,
      record: fn(async () => {}),
    },
  },
  play: async ({ canvasElement }) => {
    const filing = row(canvasElement, 'filingReport');
    await expect(filing).toHaveAttribute('data-status', 'met');
    await expect(within(filing).getByTestId('written-report-filed')).toHaveTextContent(
      'Filed 2026-12-10 with 某市发展和改革委员会',
    );
    await expect(within(filing).getByRole('button', { name: 'Correct filing' })).toBeVisible();
  },
};

/** In Chinese, for a user who may only read: the filing is shown, never offered. */
export const WrittenReportReadOnlyInChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    state: { status: 'success', report: report(AWARDED) },
    writtenReport: { filed: null, mayRecord: false, record: fn(async () => {}) },
  },
  play: async ({ canvasElement }) => {
    const filing = row(canvasElement, 'filingReport');
    await expect(within(filing).getByTestId('deadline-citation')).toHaveTextContent('招标投标法 第四十七条');
    await expect(within(filing).queryByTestId('written-report-record')).toBeNull();
  },
};

/** The Chinese form: its labels, and the department's message in Chinese. */
export const RecordTheWrittenReportInChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: RecordTheWrittenReport.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(row(canvasElement, 'filingReport')).getByRole('button', { name: '登记报送' }),
    );
    await waitFor(() => expect(dialog().getByText('书面报告报送情况')).toBeVisible());
    await userEvent.click(dialog().getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(dialog().getByText('报送部门不能为空')).toBeVisible());
  },
};

/** The bond ledger's refunds: one bound per bidder, met for the refunded, missed for the other (实施条例 第五十七条). */
export const BondRefundsPerBidder: Story = {
  args: {
    state: {
      status: 'success',
      report: report({
        biddingMethod: '公开招标',
        regime: 'tendering',
        contractSignedOn: '2026-12-01',
        bonds: [
          { subject: '包1 远大建设集团有限公司', winner: true, refundedOn: '2026-12-04' },
          { subject: '包1 华信科技股份有限公司', winner: false, refundedOn: null },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const refunds = [...canvasElement.querySelectorAll<HTMLElement>('[data-bound="bondRefund"]')];
    await expect(
      refunds.map((row) => [
        row.dataset.status,
        row.querySelector('[data-testid="deadline-subject"]')?.textContent,
      ]),
    ).toEqual([
      ['met', '（包1 远大建设集团有限公司）'],
      ['missed', '（包1 华信科技股份有限公司）'],
    ]);
  },
};
