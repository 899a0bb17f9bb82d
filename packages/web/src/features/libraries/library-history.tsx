import {
  formatDateTime,
  LIBRARY_HISTORY_DEFAULT_PAGE,
  type LibraryHistoryRow,
  type LibraryKind,
  OBJECTION_HANDLED,
  OBJECTION_UNHANDLED,
  QUALIFICATION_PASSED,
} from '@tender/domain';
import { Card, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed';
import { ProjectStateTag } from '../../components/project-info/project-state-tag';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useLibraryHistory } from '../../data/libraries/use-library-history';
import { useT } from '../../i18n/i18n-context';

type Translate = ReturnType<typeof useT>['t'];
type BidderFacts = NonNullable<LibraryHistoryRow['bidder']>;

/**
 * An entry's history (§1 libraries /detail; domain libraries/library-history.ts): a bidder's projects
 * with its sign-up, purchase, results per package, win and objections; a purchaser's or an agency's
 * projects. Paged on the server; the totals count the whole history.
 */
export function LibraryHistory({ kind, id }: { readonly kind: LibraryKind; readonly id: number }) {
  const { t } = useT();
  const [page, setPage] = useState({ current: 1, pageSize: LIBRARY_HISTORY_DEFAULT_PAGE });
  const history = useLibraryHistory(kind, {
    Id: id,
    SkipCount: (page.current - 1) * page.pageSize,
    MaxResultCount: page.pageSize,
  });
  const isBidder = kind === 'bidder';
  const totals = history.data?.totals;
  return (
    <Card
      title={t('libraryHistory.title')}
      size="small"
      data-testid="library-history"
      extra={
        totals && (
          <Typography.Text type="secondary" data-testid="library-history-totals">
            {isBidder
              ? t('libraryHistory.totals.bidder', { ...totals })
              : t('libraryHistory.totals.named', { projects: totals.projects })}
          </Typography.Text>
        )
      }
    >
      {!isBidder && (
        <Typography.Paragraph type="secondary">{t(`libraryHistory.linked.${kind}`)}</Typography.Paragraph>
      )}
      {history.isError ? (
        <LoadFailed
          title={t('libraryHistory.loadFailed')}
          error={history.error}
          onRetry={() => history.refetch()}
        />
      ) : (
        <Table<LibraryHistoryRow>
          rowKey="projectId"
          size="small"
          loading={history.isFetching}
          dataSource={history.data?.items ?? []}
          columns={isBidder ? [...projectColumns(t), ...bidderColumns(t)] : projectColumns(t)}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Typography.Text type="secondary">
                {t(isBidder ? 'libraryHistory.empty.bidder' : 'libraryHistory.empty.named')}
              </Typography.Text>
            ),
          }}
          pagination={{
            ...page,
            total: history.data?.totalCount ?? 0,
            hideOnSinglePage: true,
            onChange: (current, pageSize) => setPage({ current, pageSize }),
          }}
        />
      )}
    </Card>
  );
}

function projectColumns(t: Translate): TableColumnsType<LibraryHistoryRow> {
  return [
    {
      key: 'project',
      title: t('libraryHistory.project'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/manage/detail?id=${row.projectId}`}>{row.projectName}</Link>
          <Typography.Text type="secondary">{row.projectNum}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'state',
      title: t('libraryHistory.state'),
      render: (_, row) => <ProjectStateTag project={{ state: row.state, auditState: null }} />,
    },
    {
      key: 'registeredAt',
      title: t('libraryHistory.registeredAt'),
      render: (_, row) => formatDateTime(row.registeredAt),
    },
  ];
}

const approval = (t: Translate, state: BidderFacts['signUpState']) =>
  state === null ? t('libraryHistory.none') : t(`libraryHistory.approval.${state}`);

function bidderColumns(t: Translate): TableColumnsType<LibraryHistoryRow> {
  const facts = (render: (bidder: BidderFacts) => ReactNode) => (_: unknown, row: LibraryHistoryRow) =>
    row.bidder ? render(row.bidder) : null;
  return [
    { key: 'signUp', title: t('libraryHistory.signUp'), render: facts((b) => approval(t, b.signUpState)) },
    {
      key: 'purchase',
      title: t('libraryHistory.purchase'),
      render: facts((b) => approval(t, b.purchaseState)),
    },
    {
      key: 'results',
      title: t('libraryHistory.results'),
      render: facts((b) =>
        b.results.length === 0
          ? t('libraryHistory.none')
          : b.results.map((result) => (
              <div key={result.groupId}>
                {t('libraryHistory.result', {
                  groupId: result.groupId,
                  result: t(
                    result.result === QUALIFICATION_PASSED
                      ? 'libraryHistory.passed'
                      : 'libraryHistory.failed',
                  ),
                })}
              </div>
            )),
      ),
    },
    {
      key: 'won',
      title: t('libraryHistory.won'),
      render: facts((b) =>
        b.won ? (
          <Tag color={STATUS_COLOURS.success}>{t('libraryHistory.won')}</Tag>
        ) : (
          t('libraryHistory.none')
        ),
      ),
    },
    {
      key: 'objections',
      title: t('libraryHistory.objections'),
      render: facts((b) =>
        b.objections.length === 0
          ? t('libraryHistory.none')
          : [OBJECTION_UNHANDLED, OBJECTION_HANDLED].map((status) => {
              const count = b.objections.filter((objection) => objection.status === status).length;
              if (count === 0) return null;
              const unhandled = status === OBJECTION_UNHANDLED;
              return (
                <Tag key={status} color={unhandled ? 'red' : STATUS_COLOURS.success}>
                  {t('libraryHistory.objectionCount', {
                    status: t(unhandled ? 'steps.objection.unhandled' : 'steps.objection.handled'),
                    count,
                  })}
                </Tag>
              );
            }),
      ),
    },
  ];
}
