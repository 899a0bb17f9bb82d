import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotPermittedError } from '@tender/domain';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../../app/router';
import { preloadAnalysisCharts } from './analysis-chart-slot';
import { LibraryAnalysisView } from './library-analysis-view';

/**
 * The libraries' analysis pages (§1 route table: /home/…-library/analysis): each chart a canvas named
 * for screen readers, with its numbers in a table beside it. The pages with data read the in-memory
 * demo (its projects of November 2026, their sign-ups and qualification results); loading, empty and
 * failed are the view in that state.
 */
const meta = {
  title: 'Libraries/Analysis',
  component: AppRoutes,
  parameters: {
    seed: { signedInAs: 'agent', now: () => Date.parse('2026-11-26T08:00:00Z') },
    route: '/home/supplier-library/analysis',
  },
  // The charts' code before the story renders: its first load by the dev server is slow.
  loaders: [
    async () => {
      await preloadAnalysisCharts();
      return {};
    },
  ],
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };

/** A figure's chart has drawn on its canvas, and its table holds `row`. */
async function drawn(root: HTMLElement, id: string, row: string) {
  const figure = within(await within(root).findByTestId(id, {}, WAIT));
  const chart = await figure.findByRole('img', {}, WAIT);
  await expect(chart).toHaveAccessibleName();
  await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull(), WAIT);
  await expect(await within(figure.getByTestId(`${id}-table`)).findByText(row, {}, WAIT)).toBeVisible();
}

/** Bidders: their projects by month, sign-ups and wins with the win rate, and where and in what trade they are. */
export const Bidders: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 'analysis-months', '2026-11');
    await drawn(canvasElement, 'analysis-outcomes', '华建工程咨询有限公司');
    const outcomes = within(canvasElement).getByTestId('analysis-outcomes-table');
    const row = within(outcomes).getByText('华建工程咨询有限公司').closest('tr') as HTMLElement;
    // Three sign-ups (1001, 1002, 1003), one win: 1003's qualification result passed it.
    await expect(within(row).getByText('33.3%')).toBeVisible();
    await drawn(canvasElement, 'analysis-by-area', '浙江省');
    await drawn(canvasElement, 'analysis-by-industry', '建筑业');
  },
};

/** Purchasers: the demo projects name one purchaser unit of the library. */
export const Purchasers: Story = {
  parameters: { route: '/home/purchaser-library/analysis' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 'analysis-top', '市公共资源交易中心');
    await expect(within(canvasElement).queryByTestId('analysis-outcomes')).toBeNull();
  },
};

/** Agencies, in Chinese: the demo projects were registered by staff of the demo agency. */
export const AgenciesInChinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { route: '/home/agency-library/analysis?months=6' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 'analysis-top', 'Demo Tendering Agency');
    await expect(within(canvasElement).getByText('项目最多的代理机构')).toBeVisible();
  },
};

const noProjects = (months: readonly string[]) => ({
  kind: 'bidder' as const,
  months: months.map((month) => ({ month, projects: 0, amount: '0.00' as never })),
  topEntries: [],
  bidderOutcomes: [],
  byArea: { items: [], rest: 0 },
  byIndustry: { items: [], rest: 0 },
});

/** While the figures load: a skeleton, never an empty chart. */
export const Loading: Story = {
  render: () => (
    <LibraryAnalysisView
      kind="bidder"
      view={{ Months: 12 }}
      onView={() => {}}
      state={{ status: 'pending' }}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('analysis-loading')).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

/** A library with nothing to count: each figure says so instead of drawing an empty chart. */
export const Empty: Story = {
  render: () => (
    <LibraryAnalysisView
      kind="bidder"
      view={{ Months: 6, Keyword: '不存在' }}
      onView={() => {}}
      state={{
        status: 'success',
        analysis: noProjects(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']),
      }}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByTestId('analysis-months-empty')).toHaveTextContent(
      'No project in these months',
    );
    await expect(canvas.getByTestId('analysis-outcomes-empty')).toHaveTextContent(
      'No sign-up in these months',
    );
    await expect(canvas.getByTestId('analysis-by-area-empty')).toHaveTextContent('No entry to count');
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

/** The figures could not be read: why, and a retry — never a blank page. */
export const Failed: Story = {
  render: () => (
    <LibraryAnalysisView
      kind="purchaser"
      view={{ Months: 12 }}
      onView={() => {}}
      state={{
        status: 'error',
        error: new NotPermittedError('Your roles do not grant purchaser.query'),
        retry: () => {},
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The analysis could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
