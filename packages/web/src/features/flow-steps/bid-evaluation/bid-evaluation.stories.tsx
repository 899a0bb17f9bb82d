import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Money, Notice } from '@tender/domain';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';

/**
 * Bid opening (开标, ADR 0019) on the evaluation step page, over the in-memory container: demo project
 * 1003 is at 开标评标 with three bids for 包1 and one for 包2.
 */
const meta = {
  title: 'Workspace/Bid evaluation',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/bid-evaluation/index?id=1003' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 8000 };
const packageCard = async (canvas: ReturnType<typeof within>, number: string) =>
  (await canvas.findAllByTestId('opening-package', {}, WAIT)).find(
    (card: HTMLElement) => card.dataset.package === number,
  ) as HTMLElement;

/** 包1 has its three valid bids; 包2 has one, so the law's re-tender is shown; no deadline is published. */
export const Opening: Story = {
  play: async ({ canvas }) => {
    const first = await packageCard(canvas, '包1');
    await expect(within(first).getByTestId('opening-valid-count')).toHaveTextContent('3 valid bids');
    await expect(within(first).getByText('1,156,000.00 元')).toBeVisible();
    const second = await packageCard(canvas, '包2');
    await expect(within(second).getByTestId('opening-retender')).toBeVisible();
    await expect(canvas.getByTestId('opening-no-deadline')).toBeVisible();
  },
};

/** The same in Chinese. */
export const OpeningInChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const second = await packageCard(canvas, '包2');
    await expect(within(second).getByTestId('opening-retender')).toHaveTextContent('依法应重新招标');
  },
};

/** Published deadline 09:10 (UTC+8, 18 Nov), a bid at 09:30 is refused as late, one without its bond too. */
const deadlineNotice: Notice = {
  id: 90,
  projectId: 1003,
  title: '区教育局智慧校园建设项目招标公告',
  noticeTemplate: null,
  content: '<p>招标公告</p>',
  noticeType: '0',
  netName: null,
  endTime: '2026-11-18T01:15:00.000Z',
  creationTime: '2026-11-10T00:00:00.000Z',
  publishTime: '2026-11-10T00:00:00.000Z',
};
/** 包1's bids as the demo holds them (the in-memory module's), the second one's bond unpaid. */
const bid = (id: number, bidder: string, price: string, minute: number, bondPaid = true) => ({
  id,
  projectId: 1003,
  groupId: 31,
  bidder,
  price: price as Money,
  durationDays: 90,
  quality: '合格',
  bondPaid,
  receivedAt: new Date(Date.UTC(2026, 10, 18, 1, minute)).toISOString(),
});

export const RefusedBids: Story = {
  parameters: {
    seed: {
      signedInAs: 'admin',
      notices: [deadlineNotice],
      openingBids: [
        bid(1, '华建工程咨询有限公司', '1180000.00', 5),
        bid(2, '中诚监理有限公司', '1156000.00', 12, false),
        bid(3, '恒信项目管理有限公司', '1203500.50', 20),
      ],
    },
  },
  play: async ({ canvas }) => {
    const first = await packageCard(canvas, '包1');
    const standings = within(first)
      .getAllByTestId('bid-standing')
      .map((tag) => tag.dataset.standing);
    await expect(standings).toEqual(['valid', 'noBond', 'late']);
    await expect(within(first).getByTestId('opening-retender')).toBeVisible();
    await expect(canvas.getByTestId('opening-deadline')).toHaveTextContent('2026-11-18');
  },
};

/** Staff enter a bid for 包2; it is listed, valid. */
export const EnterABid: Story = {
  play: async ({ canvas }) => {
    const second = await packageCard(canvas, '包2');
    await userEvent.click(within(second).getByTestId('bid-add'));
    const form = await within(document.body).findByTestId('bid-form', {}, WAIT);
    await userEvent.type(within(form).getByTestId('bid-bidder'), '中诚监理有限公司');
    await userEvent.type(within(form).getByTestId('bid-price'), '379000.5');
    await userEvent.click(within(document.body).getByTestId('bid-save'));
    await within(second).findByText('中诚监理有限公司', {}, WAIT);
    await expect(within(second).getByText('379,000.50 元')).toBeVisible();
  },
};

/** A spreadsheet laid out as the export: a wrong row refuses the whole file, naming the row; then it is added. */
export const ImportBids: Story = {
  play: async ({ canvas }) => {
    const second = await packageCard(canvas, '包2');
    const csv = (rows: string) =>
      new File([`Bid package,Bidder,Bid price (yuan),Duration (days),Bond,Received\r\n${rows}`], 'bids.csv', {
        type: 'text/csv',
      });
    const input = () =>
      canvas.getByTestId('opening-import').closest('span')!.querySelector('input[type=file]')!;
    await userEvent.upload(
      input() as HTMLInputElement,
      csv(
        '包2,中诚监理有限公司,379000.5,60,paid,2026-01-05 09:00\r\n包2,恒信项目管理有限公司,about 1m,60,paid,2026-01-05 09:10\r\n',
      ),
    );
    await expect(await canvas.findByTestId('opening-import-problems', {}, WAIT)).toHaveTextContent(
      'Row 3, Bid price (yuan): must be a non-negative amount with at most two decimals',
    );
    await expect(within(second).queryByText('中诚监理有限公司')).toBeNull();
    await userEvent.upload(
      input() as HTMLInputElement,
      csv('包2 ,中诚监理有限公司,379000.5,60,paid,2026-01-05 09:00\r\n'),
    );
    await within(second).findByText('中诚监理有限公司', {}, WAIT);
    await expect(within(second).getByText('379,000.50 元')).toBeVisible();
    await expect(canvas.queryByTestId('opening-import-problems')).toBeNull();
  },
};

/** A confirmed package is locked: it says by whom, and offers no more changes. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    const first = await packageCard(canvas, '包1');
    await userEvent.click(within(first).getByTestId('opening-confirm'));
    await userEvent.click(await within(document.body).findByTestId('opening-confirm-ok', {}, WAIT));
    await within(first).findByTestId('opening-confirmed', {}, WAIT);
    await expect(within(first).queryByTestId('bid-add')).toBeNull();
    await expect(within(first).queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** A viewer reads the record and is offered no change (§6). */
export const ReadOnly: Story = {
  parameters: { seed: { signedInAs: 'viewer' } },
  play: async ({ canvas }) => {
    const first = await packageCard(canvas, '包1');
    await within(first).findByText('华建工程咨询有限公司', {}, WAIT);
    await expect(canvas.queryByTestId('bid-add')).toBeNull();
    await expect(canvas.queryByTestId('opening-confirm')).toBeNull();
    await expect(canvas.queryByTestId('opening-import')).toBeNull();
  },
};

const committeeTab = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Committee' }, WAIT));
  return canvas.findByTestId('committee', {}, WAIT);
};

/** Five experts drawn with a fixed seed: the bidders' companies are avoided, and the draw replays. */
export const DrawACommittee: Story = {
  parameters: { seed: { signedInAs: 'admin', drawSeed: () => 20_261_126 } },
  play: async ({ canvas }) => {
    const committee = within(await committeeTab(canvas));
    await expect(committee.getByTestId('committee-parties')).toHaveTextContent('华建工程咨询有限公司');
    await userEvent.click(committee.getByTestId('committee-draw'));
    const members = committee.getByTestId('committee-members');
    await within(members).findAllByText('Drawn (draw 1)', {}, WAIT);
    await expect(within(members).getAllByText('Drawn (draw 1)')).toHaveLength(5);
    // The expert of a bidder (华建) is never drawn.
    await expect(within(members).queryByText('华建工程咨询有限公司')).toBeNull();
    await expect(committee.getByTestId('committee-replay')).toHaveAttribute('data-replays', 'true');
    await expect(committee.getByTestId('committee-draws')).toHaveTextContent('seed 20261126');
  },
};

/** An expert seated by hand needs a reason, shown with the member. */
export const ChooseByHand: Story = {
  play: async ({ canvas }) => {
    const committee = within(await committeeTab(canvas));
    await userEvent.type(committee.getByRole('combobox', { name: 'Expert' }), '杨晓东');
    await userEvent.click(
      await within(document.body).findByText('杨晓东（工程造价，浙江财经大学）', {}, WAIT),
    );
    await userEvent.type(committee.getByTestId('committee-appoint-reason'), '熟悉智慧校园项目');
    await userEvent.click(committee.getByTestId('committee-appoint'));
    await expect(await committee.findByText('By hand: 熟悉智慧校园项目', {}, WAIT)).toBeVisible();
  },
};

/** A viewer sees the committee and no way to change it. */
export const CommitteeReadOnly: Story = {
  parameters: { seed: { signedInAs: 'viewer' } },
  play: async ({ canvas }) => {
    const committee = within(await committeeTab(canvas));
    await expect(committee.getByText('No expert is seated yet')).toBeVisible();
    await expect(committee.queryByTestId('committee-draw')).toBeNull();
  },
};
