import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_COMPREHENSIVE_CRITERIA, parsePoints, type StoredMark } from '@tender/domain';
import { expect, userEvent, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';

/**
 * Scoring, ranking and the report of the evaluation (ADR 0019) over the in-memory container: demo project
 * 1003's 包1 (three valid bids) with its opening record confirmed, three experts seated and the usual
 * comprehensive plan; the marks vary by story.
 */
const meta = {
  title: 'Workspace/Bid evaluation scoring',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'admin' }, route: '/bid-evaluation/index?id=1003' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 8000 };
const BIDDERS = ['华建工程咨询有限公司', '中诚监理有限公司', '恒信项目管理有限公司'];
const EXPERTS = [1, 2, 4];
/** Technical / business / service points of each expert for each bidder. */
const GIVEN: Record<number, [string, string, string][]> = {
  1: [
    ['32', '15', '8'],
    ['36', '17', '9'],
    ['30', '16', '7'],
  ],
  2: [
    ['30', '16', '8'],
    ['35', '18', '8'],
    ['33', '15', '9'],
  ],
  4: [
    ['34', '14', '7'],
    ['34', '16', '9'],
    ['31', '17', '8'],
  ],
};
const marksOf = (experts: readonly number[]): (StoredMark & { groupId: number })[] =>
  experts.flatMap((expertId) =>
    BIDDERS.flatMap((bidder, b) =>
      (['technical', 'business', 'service'] as const).map((criterion, c) => ({
        groupId: 31,
        expertId,
        bidder,
        criterion,
        points: parsePoints(GIVEN[expertId]?.[b]?.[c] ?? '0') ?? 0,
        passed: null,
        comment: null,
      })),
    ),
  );
// Two more experts marking as 1 and 2 did: with them the committee is five, as the law asks of one that
// marks (招标投标法 第三十七条).
GIVEN[6] = GIVEN[1] as [string, string, string][];
GIVEN[8] = GIVEN[2] as [string, string, string][];
const underWay = (marked: readonly number[], seats: readonly number[] = EXPERTS) => ({
  signedInAs: 'admin',
  evaluation: {
    confirmedPackages: [31],
    seats: seats.map((expertId) => ({ projectId: 1003, expertId })),
    plans: [{ groupId: 31, method: 'comprehensive' as const, criteria: DEFAULT_COMPREHENSIVE_CRITERIA }],
    marks: marksOf(marked),
  },
});
/** The text box of an InputNumber (antd puts the test id on the box itself). */
const boxOf = (element: HTMLElement) =>
  (element.tagName === 'INPUT' ? element : element.querySelector('input')) as HTMLInputElement;
const scoringOf = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Scoring' }, WAIT));
  const cards = await canvas.findAllByTestId('scoring-package', {}, WAIT);
  return within(cards.find((card: HTMLElement) => card.dataset.package === '包1') as HTMLElement);
};

/** 包2 was confirmed with one valid bid: it is tendered again, so it takes no plan and no marks. */
export const PackageToRetender: Story = {
  parameters: {
    seed: { ...underWay([]), evaluation: { ...underWay([]).evaluation, confirmedPackages: [31, 32] } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Scoring' }, WAIT));
    const cards = await canvas.findAllByTestId('scoring-package', {}, WAIT);
    const second = within(cards.find((card: HTMLElement) => card.dataset.package === '包2') as HTMLElement);
    await expect(second.getByTestId('scoring-retender')).toHaveTextContent(
      'Fewer than 3 valid bids: this package is to be tendered again, not evaluated',
    );
    await expect(second.queryByTestId('plan-save')).toBeNull();
    // 包1, with its three valid bids, is evaluated as usual.
    const first = await scoringOf(canvas);
    await expect(first.queryByTestId('scoring-retender')).toBeNull();
  },
};

/** No plan yet: the usual plan is offered and saved; then the opening record must be confirmed first. */
export const SetThePlan: Story = {
  play: async ({ canvas }) => {
    const card = await scoringOf(canvas);
    await userEvent.click(card.getByTestId('plan-save'));
    await expect(
      await card.findByText('Confirm the opening record before the experts mark the bids', {}, WAIT),
    ).toBeVisible();
  },
};

/** The qualification route is the same page (§2); its packages start from pass/fail reviews. */
export const QualificationVariant: Story = {
  parameters: { route: '/qualification-bid-evaluation/index?id=1003' },
  play: async ({ canvas }) => {
    const card = await scoringOf(canvas);
    await expect(card.getByTestId('plan-method')).toHaveTextContent('Qualification review');
    await expect(card.getByDisplayValue('营业执照与资质证书')).toBeVisible();
  },
};

/** The price may be scored by a deduction per percent from the average price instead (基准价法). */
export const PriceByDeduction: Story = {
  play: async ({ canvas }) => {
    const card = await scoringOf(canvas);
    await userEvent.click(card.getByRole('combobox', { name: 'Price formula' }));
    await userEvent.click(
      await within(document.body).findByText(
        'Deduct per % from the average',
        { selector: '.ant-select-item-option-content' },
        WAIT,
      ),
    );
    const points = card.getByRole('spinbutton', { name: 'Points off per percent' });
    await userEvent.clear(points);
    await userEvent.type(points, '0.5');
    await userEvent.click(card.getByTestId('plan-save'));
    await expect(
      await card.findByText('Confirm the opening record before the experts mark the bids', {}, WAIT),
    ).toBeVisible();
  },
};

/** Four of five experts have marked: what is missing is counted, and the fifth's sheet is entered. */
export const MarkTheLastSheet: Story = {
  parameters: { seed: underWay([1, 2, 6, 8], [1, 2, 4, 6, 8]) },
  play: async ({ canvas }) => {
    const card = await scoringOf(canvas);
    await expect(card.getByTestId('scoring-marked')).toHaveTextContent('4 of 5 experts have marked');
    await expect(card.getByTestId('scoring-missing')).toHaveTextContent('9 marks still missing');
    await userEvent.click(card.getByRole('combobox', { name: 'Score sheet of' }));
    await userEvent.click(
      await within(document.body).findByText('刘丽华', { selector: '.ant-select-item-option-content' }, WAIT),
    );
    const inputs = card.getAllByTestId('score-points');
    for (const [index, input] of inputs.entries()) {
      const value = GIVEN[4]?.[Math.floor(index / 3)]?.[index % 3] ?? '0';
      await userEvent.type(boxOf(input), value);
    }
    await userEvent.click(card.getByTestId('score-save'));
    await expect(await card.findByTestId('scoring-ranking', {}, WAIT)).toBeVisible();
    await expect(card.getByTestId('scoring-candidates')).toHaveTextContent('中诚监理有限公司');
  },
};

/** A fail without its reason is marked on its cell, and nothing is sent. */
export const FailNeedsAReason: Story = {
  parameters: {
    seed: {
      ...underWay([]),
      evaluation: {
        ...underWay([]).evaluation,
        plans: [
          {
            groupId: 31,
            method: 'lowestPrice' as const,
            criteria: [{ key: 'licence', name: '资质证书', kind: 'passFail' as const, weight: 0 }],
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const card = await scoringOf(canvas);
    const first = card.getAllByTestId('score-pass')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('combobox'));
    await userEvent.click(
      await within(document.body).findByText('Fail', { selector: '.ant-select-item-option-content' }, WAIT),
    );
    await userEvent.click(card.getByTestId('score-save'));
    await expect(card.getByRole('textbox', { name: /资质证书 Why$/ })).toHaveClass('ant-input-status-error');
    await expect(card.getByTestId('scoring-marked')).toHaveTextContent('0 of 3 experts have marked');
  },
};

/** All marked: the ranking with scores and the candidates. */
export const Ranked: Story = {
  parameters: { seed: underWay(EXPERTS) },
  play: async ({ canvas }) => {
    const card = await scoringOf(canvas);
    const ranking = card.getByTestId('scoring-ranking');
    await expect(within(ranking).getAllByRole('row')).toHaveLength(4);
    await expect(card.getByTestId('scoring-candidates')).toHaveTextContent(
      // By hand: 中诚 30.00 + 60.67 = 90.67; 恒信 28.82 + 55.33 = 84.15; 华建 29.39 + 54.67 = 84.06.
      'Recommended candidates: 中诚监理有限公司、恒信项目管理有限公司、华建工程咨询有限公司',
    );
  },
};

/** Re-evaluated with a reason: the marks move into the earlier rounds, and the new round starts empty. */
export const Reevaluate: Story = {
  parameters: { seed: underWay(EXPERTS) },
  play: async ({ canvas }) => {
    const card = await scoringOf(canvas);
    await userEvent.click(card.getByTestId('scoring-reevaluate'));
    await userEvent.type(await within(document.body).findByTestId('reevaluate-reason', {}, WAIT), '计分复核');
    await userEvent.click(within(document.body).getByTestId('reevaluate-ok'));
    await expect(await card.findByText('Round 2', {}, WAIT)).toBeVisible();
    await userEvent.click(card.getByText('Earlier rounds'));
    await expect(await card.findByTestId('scoring-history-round', {}, WAIT)).toHaveTextContent('计分复核');
  },
};

/** The printable report: the committee, the scores by expert, the ranking and a line to sign for each. */
export const Report: Story = {
  parameters: { seed: underWay(EXPERTS) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Report' }, WAIT));
    const report = within(await canvas.findByTestId('evaluation-report', {}, WAIT));
    await expect(report.getByTestId('report-signatures')).toHaveTextContent('王建国');
    await expect(report.getByText('Scores by expert')).toBeVisible();
  },
};

/** The same in Chinese. */
export const RankedInChinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { seed: underWay(EXPERTS) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '评审打分' }, WAIT));
    await expect(await canvas.findByText(/推荐中标候选人/, {}, WAIT)).toBeVisible();
  },
};

/** The result publicity notice is drafted from the ranking: the candidates in order, ready to edit. */
export const PublicityFromTheRanking: Story = {
  parameters: { seed: underWay(EXPERTS), route: '/result-publicity?id=1003' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId('documents-from-template', {}, WAIT));
    await expect(
      await canvas.findByDisplayValue('区教育局智慧校园建设项目中标候选人公示', {}, WAIT),
    ).toBeVisible();
    await expect(await canvas.findByText(/^第1名：中诚监理有限公司/, {}, WAIT)).toBeVisible();
  },
};
