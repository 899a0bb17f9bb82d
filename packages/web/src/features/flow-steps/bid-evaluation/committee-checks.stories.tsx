import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';

/**
 * The committee checks (ADR 0019) on demo project 1003's committee tab, over the in-memory container: a
 * lawful committee, one that breaks rules (each with its article), a recusal awaiting its redraw, a
 * representative added, an expert recused, a representative recused, a representative of a bidder, and a
 * government purchase marked as needing seven.
 */
const meta = {
  title: 'Workspace/Bid evaluation committee checks',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/bid-evaluation/index?id=1003' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 8000 };
/** Five demo experts of no party's company (3 is of the bidder 华建, 7 tied to 中诚, 5 retired). */
const LAWFUL = [1, 2, 4, 6, 8];
const seated = (experts: readonly number[], more: object = {}) => ({
  signedInAs: 'admin',
  evaluation: { seats: experts.map((expertId) => ({ projectId: 1003, expertId })), ...more },
});
const committeeTab = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Committee' }, WAIT));
  return within(await canvas.findByTestId('committee', {}, WAIT));
};

/** Five experts, none of a party: the check passes, citing 第三十七条. */
export const Lawful: Story = {
  parameters: { seed: seated(LAWFUL) },
  play: async ({ canvas }) => {
    const committee = await committeeTab(canvas);
    const check = committee.getByTestId('committee-check');
    await expect(check).toHaveAttribute('data-lawful', 'true');
    await expect(check).toHaveTextContent('Tendering Law, art. 37');
  },
};

/** Four experts and a representative, one expert of a bidder (华建): the expert must recuse (第四十六条). */
export const BreaksTheLaw: Story = {
  parameters: {
    seed: seated([1, 2, 3, 4], {
      representatives: [{ projectId: 1003, name: '张代表', company: '区教育局' }],
    }),
  },
  play: async ({ canvas }) => {
    const committee = await committeeTab(canvas);
    await expect(committee.getByTestId('committee-check')).toHaveAttribute('data-lawful', 'false');
    const codes = committee.getAllByTestId('committee-breach').map((item) => item.dataset.code);
    await expect(codes).toEqual(['committee-member-avoided']);
    await expect(committee.getByTestId('committee-check')).toHaveTextContent(
      'Tendering Law Implementing Regulations, art. 46',
    );
    await expect(committee.getByTestId('committee-representatives')).toHaveTextContent('张代表');
  },
};

/** Too small and even: two rules of 第三十七条 broken. */
export const TooSmall: Story = {
  parameters: { seed: seated([1, 2, 4, 6]) },
  play: async ({ canvas }) => {
    const committee = await committeeTab(canvas);
    const codes = committee.getAllByTestId('committee-breach').map((item) => item.dataset.code);
    await expect(codes).toEqual(['committee-too-small', 'committee-even']);
  },
};

/** An expert recused: their seat is redrawn, and the log reads draw, recusal, redraw in order. */
export const RecusedAwaitingRedraw: Story = {
  parameters: {
    seed: {
      ...seated([]),
      evaluation: {
        seats: [
          ...LAWFUL.map((expertId) => ({ projectId: 1003, expertId })),
          { projectId: 1003, expertId: 9, recused: '曾参与本项目招标文件编制' },
        ],
      },
      drawSeed: () => 20_261_127,
    },
  },
  play: async ({ canvas }) => {
    const committee = await committeeTab(canvas);
    await expect(committee.getByTestId('committee-log')).toHaveTextContent('曾参与本项目招标文件编制');
    await userEvent.click(committee.getByTestId('committee-redraw'));
    await expect(
      await within(await committee.findByTestId('committee-log')).findByText(
        /Redraw \(draw 1\): 1 experts/,
        {},
        WAIT,
      ),
    ).toBeVisible();
    await expect(committee.queryByTestId('committee-redraw')).toBeNull();
  },
};

/** A representative of the purchaser added, then an expert recused with the reason. */
export const RepresentativeAndRecusal: Story = {
  parameters: { seed: seated(LAWFUL) },
  play: async ({ canvas }) => {
    const committee = await committeeTab(canvas);
    await userEvent.type(committee.getByTestId('committee-representative-name'), '李代表');
    await userEvent.clear(committee.getByTestId('committee-representative-company'));
    await userEvent.type(committee.getByTestId('committee-representative-company'), '区教育局');
    await userEvent.click(committee.getByTestId('committee-representative-add'));
    await expect(await committee.findByTestId('committee-representatives', {}, WAIT)).toHaveTextContent(
      '李代表',
    );
    // Six members: even, and the check says so.
    await expect(committee.getByTestId('committee-check')).toHaveAttribute('data-lawful', 'false');
    await userEvent.click(committee.getByRole('combobox', { name: 'Recuse' }));
    await userEvent.click(await within(document.body).findByTitle('王建国', {}, WAIT));
    await userEvent.type(committee.getByTestId('committee-recuse-reason'), '与投标人存在利害关系');
    await userEvent.click(committee.getByTestId('committee-recuse'));
    await expect(await committee.findByTestId('committee-redraw', {}, WAIT)).toBeVisible();
    await expect(committee.getByTestId('committee-log')).toHaveTextContent('与投标人存在利害关系');
  },
};

/**
 * A representative of a bidder (华建) seated before it signed up must recuse (招标投标法 第三十七条), and the
 * form will not seat another of a bidder: the hint names the field, and nothing is added.
 */
export const RepresentativeOfABidder: Story = {
  parameters: {
    seed: seated([1, 2, 4, 6], {
      representatives: [{ projectId: 1003, name: '赵代表', company: '华建工程咨询有限公司' }],
    }),
  },
  play: async ({ canvas }) => {
    const committee = await committeeTab(canvas);
    const codes = committee.getAllByTestId('committee-breach').map((item) => item.dataset.code);
    await expect(codes).toEqual(['committee-representative-of-bidder']);
    await expect(committee.getByTestId('committee-check')).toHaveTextContent(
      'representative 赵代表 is of 华建工程咨询有限公司, a bidder, and must recuse',
    );
    await userEvent.type(committee.getByTestId('committee-representative-name'), '钱代表');
    await userEvent.clear(committee.getByTestId('committee-representative-company'));
    await userEvent.type(committee.getByTestId('committee-representative-company'), '中诚监理有限公司');
    await userEvent.click(committee.getByTestId('committee-representative-add'));
    await expect(
      await committee.findByText('Company must not be a bidder in this project: 中诚监理有限公司', {}, WAIT),
    ).toBeVisible();
    await expect(committee.getByTestId('committee-representatives')).not.toHaveTextContent('钱代表');
  },
};

/**
 * A representative with an interest in a bidder recused (招标投标法 第三十七条): no seat is left to redraw,
 * four experts are too few and even, and the log keeps both the appointment and the recusal.
 */
export const RepresentativeRecused: Story = {
  parameters: {
    seed: seated([1, 2, 4, 6], {
      representatives: [{ projectId: 1003, name: '张代表', company: '区教育局' }],
    }),
  },
  play: async ({ canvas }) => {
    const committee = await committeeTab(canvas);
    await expect(committee.getByTestId('committee-check')).toHaveAttribute('data-lawful', 'true');
    await userEvent.click(committee.getByRole('combobox', { name: 'Recuse' }));
    await userEvent.click(await within(document.body).findByTitle('张代表', {}, WAIT));
    await userEvent.type(committee.getByTestId('committee-recuse-reason'), '与投标人存在利害关系');
    await userEvent.click(committee.getByTestId('committee-recuse'));
    const log = within(await committee.findByTestId('committee-log'));
    await expect(
      await log.findByText(/Representative 张代表 \(区教育局\) recused, .*与投标人存在利害关系/, {}, WAIT),
    ).toBeVisible();
    await expect(log.getByText(/Representative 张代表 \(区教育局\) added/)).toBeVisible();
    await expect(committee.queryByTestId('committee-representatives')).toBeNull();
    await expect(committee.queryByTestId('committee-redraw')).toBeNull();
    const codes = committee.getAllByTestId('committee-breach').map((item) => item.dataset.code);
    await expect(codes).toEqual(['committee-too-small', 'committee-even']);
  },
};

/** A government purchase (fiscal funds) marked technically complex: five no longer suffice (第四十七条). */
export const LargerCommittee: Story = {
  parameters: {
    seed: { ...seated(LAWFUL), projectChanges: { 1003: { capitalSource: '财政资金' } } },
  },
  play: async ({ canvas }) => {
    const committee = await committeeTab(canvas);
    await expect(committee.getByTestId('committee-check')).toHaveAttribute('data-lawful', 'true');
    await userEvent.click(committee.getByTestId('committee-larger'));
    const breach = await committee.findByTestId('committee-breach', {}, WAIT);
    await expect(breach).toHaveTextContent(
      'Measures for Tendering in Government Procurement of Goods and Services, art. 47',
    );
    await expect(breach).toHaveTextContent('fewer than the 7 it needs');
  },
};
