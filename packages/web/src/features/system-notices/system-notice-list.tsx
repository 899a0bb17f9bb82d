import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, type SystemNoticeSummary, TABLE_DEFAULT_PAGE_SIZE } from '@tender/domain';
import { Button, Card, Skeleton, Space, Table, type TableColumnsType, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed';
import { usePermits } from '../../data/session/use-permits';
import { useSystemNoticePage } from '../../data/system-notices/use-system-notices';
import { useT } from '../../i18n/i18n-context';
import { SystemNoticeActions } from './system-notice-actions';
import { systemNoticePath } from './system-notice-paths';
import { SystemNoticeTags } from './system-notice-tags';

/** The page and its size live in the address, so back, reload and a shared link show the same rows. */
function pageOf(search: URLSearchParams): { page: number; size: number } {
  const size = Number(search.get('size')) || TABLE_DEFAULT_PAGE_SIZE;
  return { page: Math.max(1, Number(search.get('page')) || 1), size };
}

/**
 * The notices (§1), pinned first then newest, a page at a time: each reader sees what they have not opened
 * marked unread; an administrator also sees withdrawn notices, marked so, and the actions on each.
 */
export function SystemNoticeList({
  onPublish,
  onEdit,
}: {
  readonly onPublish: () => void;
  readonly onEdit: (id: number) => void;
}) {
  const { t } = useT();
  const permits = usePermits();
  const [search, setSearch] = useSearchParams();
  const { page: current, size } = pageOf(search);
  const page = useSystemNoticePage({ MaxResultCount: size, SkipCount: (current - 1) * size });

  const columns: TableColumnsType<SystemNoticeSummary> = [
    {
      key: 'title',
      title: t('systemNotices.field.title'),
      render: (_, notice) => (
        <Space size="small" wrap>
          <Link
            to={systemNoticePath(notice.id)}
            data-testid={`system-notice-${notice.id}`}
            data-read={notice.read}
            style={notice.read ? undefined : { fontWeight: 600 }}
          >
            {notice.title}
          </Link>
          <SystemNoticeTags notice={notice} />
        </Space>
      ),
    },
    {
      key: 'creationTime',
      title: t('systemNotices.field.creationTime'),
      render: (_, notice) => formatDateTime(notice.creationTime),
      width: 180,
    },
    { key: 'author', title: t('systemNotices.field.author'), dataIndex: 'authorName', width: 140 },
    ...(permits('sysNotice.edit')
      ? [
          {
            key: 'actions',
            title: t('systemNotices.actions'),
            width: 220,
            render: (_: unknown, notice: SystemNoticeSummary) => (
              <SystemNoticeActions notice={notice} onEdit={onEdit} />
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('systemNotices.title')}
      data-testid="system-notice-list"
      extra={
        permits('sysNotice.add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={onPublish}
            data-testid="system-notice-publish"
          >
            {t('systemNotices.publish')}
          </Button>
        )
      }
    >
      {page.isError ? (
        <LoadFailed title={t('systemNotices.loadFailed')} error={page.error} onRetry={() => page.refetch()} />
      ) : page.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : (
        <Table<SystemNoticeSummary>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page.data.items}
          loading={page.isFetching}
          scroll={{ x: 'max-content' }}
          data-testid="system-notice-table"
          locale={{
            emptyText: (
              <Typography.Text type="secondary" data-testid="system-notice-empty">
                {t('systemNotices.none')}
              </Typography.Text>
            ),
          }}
          pagination={{
            current,
            pageSize: size,
            total: page.data.totalCount,
            showSizeChanger: true,
            showTotal: (total) => t('systemNotices.total', { total }),
            onChange: (next, nextSize) => {
              const params = new URLSearchParams(search);
              if (next > 1) params.set('page', String(next));
              else params.delete('page');
              if (nextSize !== TABLE_DEFAULT_PAGE_SIZE) params.set('size', String(nextSize));
              else params.delete('size');
              setSearch(params);
            },
          }}
        />
      )}
    </Card>
  );
}
