import {
  type AnalysisMonth,
  type ChartCategories,
  type EntryOutcome,
  type EntryProjects,
  formatMoney,
  LIBRARY_ANALYSIS_MONTH_SPANS,
  type LibraryAnalysis,
  type LibraryKind,
  type Money,
} from '@tender/domain';
import {
  Card,
  Col,
  Empty,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../components/link-button';
import { LoadFailed } from '../../../components/load-failed';
import type { MessageKey } from '../../../i18n/en';
import { useT } from '../../../i18n/i18n-context';
import { libraryDetailPath, libraryListPath } from '../library-paths';
import type { AnalysisView } from './analysis-address';
import { AnalysisChartSlot } from './analysis-chart-slot';
import type { ChartSpec } from './chart-spec';

/** The route label of each library's analysis page (§2: the bidder library is the supplier library). */
const TITLES: Readonly<Record<LibraryKind, MessageKey>> = {
  bidder: 'route.supplier-library-analysis',
  agency: 'route.agency-library-analysis',
  purchaser: 'route.purchaser-library-analysis',
};

/** The analysis as its query gives it: loading, failed (with a retry), or its figures. */
export type AnalysisState =
  | { readonly status: 'pending' }
  | { readonly status: 'error'; readonly error: unknown; readonly retry: () => void }
  | { readonly status: 'success'; readonly analysis: LibraryAnalysis };

export interface LibraryAnalysisViewProps {
  readonly kind: LibraryKind;
  readonly view: AnalysisView;
  readonly onView: (view: AnalysisView) => void;
  readonly state: AnalysisState;
}

/** An amount in 10,000 yuan for a chart's axis (the table beside it gives it exactly, in yuan). */
const inWan = (amount: Money) => Math.round(Number(amount) / 100) / 100;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * An analysis page (§1 route table: /home/…-library/analysis): the library's projects by month, its
 * leading entries or its bidders' sign-ups and wins, and its entries by area (and, for bidders, by
 * industry) — each a chart with its numbers in a table beside it, for screen readers and for copying.
 */
export function LibraryAnalysisView({ kind, view, onView, state }: LibraryAnalysisViewProps) {
  const { t } = useT();
  return (
    <Card
      title={t(TITLES[kind])}
      data-testid="library-analysis"
      extra={
        <Space wrap>
          <Input.Search
            key={view.Keyword ?? ''}
            allowClear
            defaultValue={view.Keyword}
            placeholder={t('libraryAnalysis.keyword')}
            aria-label={t('libraryAnalysis.keyword')}
            onSearch={(word) => onView({ ...view, Keyword: word.trim() || undefined })}
            style={{ width: 220 }}
          />
          <Select
            aria-label={t('libraryAnalysis.span')}
            value={view.Months}
            onChange={(Months) => onView({ ...view, Months })}
            options={LIBRARY_ANALYSIS_MONTH_SPANS.map((months) => ({
              value: months,
              label: t('libraryAnalysis.spanOption', { months }),
            }))}
            style={{ width: 120 }}
            data-testid="analysis-span"
          />
          <LinkButton to={libraryListPath(kind)}>{t('libraryAnalysis.openList')}</LinkButton>
        </Space>
      }
    >
      {state.status === 'pending' ? (
        <div data-testid="analysis-loading">
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        </div>
      ) : state.status === 'error' ? (
        <LoadFailed title={t('libraryAnalysis.loadFailed')} error={state.error} onRetry={state.retry} />
      ) : (
        <Figures kind={kind} analysis={state.analysis} />
      )}
    </Card>
  );
}

function Figures({ kind, analysis }: { readonly kind: LibraryKind; readonly analysis: LibraryAnalysis }) {
  const { t } = useT();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <ByMonth kind={kind} months={analysis.months} />
      {kind === 'bidder' ? (
        <Outcomes outcomes={analysis.bidderOutcomes} />
      ) : (
        <TopEntries kind={kind} entries={analysis.topEntries} />
      )}
      <Categories
        id="analysis-by-area"
        title={t('libraryAnalysis.byArea')}
        column={t('libraryAnalysis.column.area')}
        categories={analysis.byArea}
      />
      {kind === 'bidder' && (
        <Categories
          id="analysis-by-industry"
          title={t('libraryAnalysis.byIndustry')}
          column={t('libraryAnalysis.column.industry')}
          categories={analysis.byIndustry}
        />
      )}
    </Space>
  );
}

/** One figure: its title, a note saying what is counted, and the chart beside its table (or nothing to show). */
function Section(props: {
  readonly id: string;
  readonly title: string;
  readonly note?: string;
  readonly empty: string | false;
  readonly chart: ChartSpec;
  readonly table: ReactNode;
}) {
  const { t } = useT();
  return (
    <Card size="small" type="inner" title={props.title} data-testid={props.id}>
      {props.note && <Typography.Paragraph type="secondary">{props.note}</Typography.Paragraph>}
      {props.empty ? (
        <Empty description={props.empty} data-testid={`${props.id}-empty`} />
      ) : (
        <Row gutter={[24, 16]} align="middle">
          <Col xs={24} xl={14} data-testid={`${props.id}-chart`}>
            <AnalysisChartSlot
              spec={props.chart}
              label={t('libraryAnalysis.chartLabel', { title: props.title })}
            />
          </Col>
          <Col xs={24} xl={10} data-testid={`${props.id}-table`}>
            {props.table}
          </Col>
        </Row>
      )}
    </Card>
  );
}

function ByMonth({
  kind,
  months,
}: {
  readonly kind: LibraryKind;
  readonly months: readonly AnalysisMonth[];
}) {
  const { t } = useT();
  const projects = t('libraryAnalysis.column.projects');
  const columns: TableColumnsType<AnalysisMonth> = [
    { key: 'month', dataIndex: 'month', title: t('libraryAnalysis.column.month') },
    { key: 'projects', dataIndex: 'projects', title: projects, align: 'right' },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('libraryAnalysis.column.amount'),
      align: 'right',
      render: (amount: Money) => formatMoney(amount),
    },
  ];
  return (
    <Section
      id="analysis-months"
      title={t(`libraryAnalysis.months.${kind}`)}
      note={t(`libraryAnalysis.linked.${kind}`)}
      empty={months.every((month) => month.projects === 0) && t('libraryAnalysis.empty.projects')}
      chart={{
        type: 'months',
        rows: months.map((m) => ({ month: m.month, projects: m.projects, amount: inWan(m.amount) })),
        series: { projects, amount: t('libraryAnalysis.amountAxis') },
      }}
      table={
        <Table<AnalysisMonth>
          size="small"
          rowKey="month"
          columns={columns}
          dataSource={[...months]}
          pagination={{ pageSize: 12, hideOnSinglePage: true, showSizeChanger: false }}
        />
      }
    />
  );
}

function TopEntries({
  kind,
  entries,
}: {
  readonly kind: LibraryKind;
  readonly entries: readonly EntryProjects[];
}) {
  const { t } = useT();
  const projects = t('libraryAnalysis.column.projects');
  const columns: TableColumnsType<EntryProjects> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('libraryAnalysis.column.name'),
      render: (name: string, entry) => <Link to={libraryDetailPath(kind, entry.id)}>{name}</Link>,
    },
    { key: 'projects', dataIndex: 'projects', title: projects, align: 'right' },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('libraryAnalysis.column.amount'),
      align: 'right',
      render: (amount: Money) => formatMoney(amount),
    },
  ];
  return (
    <Section
      id="analysis-top"
      title={t(kind === 'agency' ? 'libraryAnalysis.top.agency' : 'libraryAnalysis.top.purchaser')}
      empty={entries.length === 0 && t('libraryAnalysis.empty.projects')}
      chart={{
        type: 'bars',
        grouped: false,
        rows: entries.map((entry) => ({ name: entry.name, value: entry.projects, series: projects })),
      }}
      table={
        <Table<EntryProjects>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={[...entries]}
          pagination={false}
        />
      }
    />
  );
}

function Outcomes({ outcomes }: { readonly outcomes: readonly EntryOutcome[] }) {
  const { t } = useT();
  const signUps = t('libraryAnalysis.column.signUps');
  const wins = t('libraryAnalysis.column.wins');
  const columns: TableColumnsType<EntryOutcome> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('libraryAnalysis.column.name'),
      render: (name: string, entry) => <Link to={libraryDetailPath('bidder', entry.id)}>{name}</Link>,
    },
    { key: 'signUps', dataIndex: 'signUps', title: signUps, align: 'right' },
    { key: 'wins', dataIndex: 'wins', title: wins, align: 'right' },
    {
      key: 'winRate',
      dataIndex: 'winRate',
      title: t('libraryAnalysis.column.winRate'),
      align: 'right',
      render: (share: number) => percent(share),
    },
  ];
  return (
    <Section
      id="analysis-outcomes"
      title={t('libraryAnalysis.outcomes')}
      note={t('libraryAnalysis.winDefinition')}
      empty={outcomes.length === 0 && t('libraryAnalysis.empty.outcomes')}
      chart={{
        type: 'bars',
        grouped: true,
        rows: outcomes.flatMap((o) => [
          { name: o.name, value: o.signUps, series: signUps },
          { name: o.name, value: o.wins, series: wins },
        ]),
      }}
      table={
        <Table<EntryOutcome>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={[...outcomes]}
          pagination={false}
        />
      }
    />
  );
}

interface CategoryRow {
  readonly key: string;
  readonly name: string;
  readonly total: number;
}

function Categories(props: {
  readonly id: string;
  readonly title: string;
  readonly column: string;
  readonly categories: ChartCategories;
}) {
  const { t } = useT();
  const rows: CategoryRow[] = [
    ...props.categories.items.map((item, k) => ({
      key: `item-${k}`,
      name: item.name ?? t('libraryAnalysis.notGiven'),
      total: item.total,
    })),
    ...(props.categories.rest > 0
      ? [{ key: 'rest', name: t('libraryAnalysis.others'), total: props.categories.rest }]
      : []),
  ];
  const columns: TableColumnsType<CategoryRow> = [
    { key: 'name', dataIndex: 'name', title: props.column },
    { key: 'total', dataIndex: 'total', title: t('libraryAnalysis.column.entries'), align: 'right' },
  ];
  return (
    <Section
      id={props.id}
      title={props.title}
      empty={rows.length === 0 && t('libraryAnalysis.empty.entries')}
      chart={{ type: 'ring', rows: rows.map((row) => ({ name: row.name, value: row.total })) }}
      table={
        <Table<CategoryRow>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
        />
      }
    />
  );
}
