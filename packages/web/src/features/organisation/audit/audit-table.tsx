import { type AuditEntry, formatDateTime, isAdminAuditEntity, type Paged } from '@tender/domain';
import { Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/i18n-context';
import { AuditChanges } from './audit-changes';
import { entityWords } from './audit-entities';

export interface AuditTableProps {
  readonly page: Paged<AuditEntry>;
  readonly current: number;
  readonly pageSize: number;
  readonly loading: boolean;
  readonly onPage: (page: number) => void;
}

/** An administration write's entry opens onto its changed fields (ADR 0012); other writes have none. */
const hasChanges = (entry: AuditEntry) => entry.changes !== null && isAdminAuditEntity(entry.entity);

/**
 * A page of the audit trail, newest first: when (the server's clock), who (or the system, for a job),
 * the call, what it wrote, the project (a link to its detail), the request id and the client address.
 */
export function AuditTable({ page, current, pageSize, loading, onPage }: AuditTableProps) {
  const { t } = useT();
  const columns: TableColumnsType<AuditEntry> = [
    {
      key: 'time',
      title: t('audit.col.time'),
      render: (_, entry) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.creationTime)}</span>
      ),
    },
    {
      key: 'who',
      title: t('audit.col.who'),
      render: (_, entry) =>
        entry.actor === 'system' ? (
          <Tag>{t('audit.system')}</Tag>
        ) : (
          <span data-testid="audit-user">{entry.userName}</span>
        ),
    },
    {
      key: 'call',
      title: t('audit.col.call'),
      render: (_, entry) => (
        <Space size={4}>
          <Tag>{entry.method}</Tag>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{entry.route}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'entity',
      title: t('audit.col.entity'),
      render: (_, entry) => (
        <span data-testid="audit-entity">
          {entityWords(entry.entity, t)}
          {entry.entityId !== null && <Typography.Text type="secondary"> #{entry.entityId}</Typography.Text>}
        </span>
      ),
    },
    {
      key: 'project',
      title: t('audit.col.project'),
      render: (_, entry) =>
        entry.projectId !== null && (
          <Link
            to={`/manage/detail?id=${entry.projectId}`}
            aria-label={t('audit.openProject', { id: entry.projectId })}
          >
            {entry.projectId}
          </Link>
        ),
    },
    { key: 'requestId', title: t('audit.col.requestId'), dataIndex: 'requestId' },
    { key: 'client', title: t('audit.col.client'), dataIndex: 'clientAddress' },
  ];
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page.items}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.empty')} /> }}
      expandable={{
        columnTitle: t('audit.col.changes'),
        rowExpandable: hasChanges,
        expandedRowRender: (entry) => entry.changes && <AuditChanges changes={entry.changes} />,
      }}
      pagination={{
        current,
        pageSize,
        total: page.totalCount,
        showSizeChanger: false,
        showTotal: (total) => t('organisation.total', { total }),
        onChange: onPage,
      }}
      data-testid="audit-table"
    />
  );
}
