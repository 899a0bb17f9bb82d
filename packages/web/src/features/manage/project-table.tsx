import {
  BIDDING_METHODS,
  formatDateTime,
  formatMoney,
  type Money,
  type Paged,
  PROJECT_FLOW_NAMES,
  type Project,
  type SessionInfo,
} from '@tender/domain';
import { Table, type TableProps } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ProjectStateTag } from '../../components/project-info/project-state-tag';
import { type ProjectSorting, tableSortOrder } from '../../components/project-list/project-list-address';
import { useT } from '../../i18n/i18n-context';
import { ProjectRowActions } from './project-row-actions';

export interface ProjectTableProps {
  readonly page: Paged<Project> | undefined;
  readonly loading: boolean;
  readonly current: number;
  readonly pageSize: number;
  /** The list's sort (undefined: the server's, newest first), which the column arrows show. */
  readonly sorting: ProjectSorting | undefined;
  readonly session: SessionInfo;
  readonly onChange: TableProps<Project>['onChange'];
}

/**
 * The manage list's table: server-paged and server-sorted. Columns are built once per language and
 * session, and rows need nothing fetched of their own, so ten rows render in one pass.
 */
export function ProjectTable({
  page,
  loading,
  current,
  pageSize,
  sorting,
  session,
  onChange,
}: ProjectTableProps) {
  const { t, code } = useT();
  const columns = useMemo<TableProps<Project>['columns']>(
    () => [
      {
        title: t('manage.column.number'),
        dataIndex: 'projectNum',
        key: 'projectNum',
        sorter: true,
        sortOrder: tableSortOrder(sorting, 'projectNum'),
        width: 180,
      },
      {
        title: t('manage.column.name'),
        dataIndex: 'projectName',
        key: 'projectName',
        sorter: true,
        sortOrder: tableSortOrder(sorting, 'projectName'),
        render: (name: string, project) => <Link to={`/manage/operation?id=${project.id}`}>{name}</Link>,
      },
      {
        title: t('manage.column.method'),
        dataIndex: 'biddingMethod',
        key: 'biddingMethod',
        render: (method: string) => code(BIDDING_METHODS, method),
      },
      {
        title: t('manage.column.budget'),
        dataIndex: 'projectBudget',
        key: 'projectBudget',
        align: 'right',
        render: (budget: Money | null | undefined) => (budget == null ? '—' : formatMoney(budget, '万元')),
      },
      {
        title: t('manage.column.bidOpening'),
        dataIndex: 'bidOpeningTime',
        key: 'bidOpeningTime',
        // The tender notice's end time (§3), the deadline for bids: none before the notice is published.
        render: (time: string | null | undefined) => (time ? formatDateTime(time) : '—'),
      },
      {
        title: t('manage.column.step'),
        dataIndex: 'projectFlowName',
        key: 'projectFlowName',
        sorter: true,
        sortOrder: tableSortOrder(sorting, 'projectFlowName'),
        render: (name: string | null) => code(PROJECT_FLOW_NAMES, name),
      },
      {
        title: t('manage.column.state'),
        dataIndex: 'state',
        key: 'state',
        sorter: true,
        sortOrder: tableSortOrder(sorting, 'state'),
        render: (_: number, project) => <ProjectStateTag project={project} />,
      },
      { title: t('manage.column.manager'), dataIndex: 'projectManagerName', key: 'projectManager' },
      {
        title: t('manage.column.created'),
        dataIndex: 'creationTime',
        key: 'creationTime',
        sorter: true,
        sortOrder: tableSortOrder(sorting, 'creationTime'),
        // Newest first is the order with no sort asked: a click turns it round, another returns to it.
        sortDirections: ['descend', 'ascend'],
        render: (value: string) => formatDateTime(value),
      },
      {
        title: t('manage.column.actions'),
        key: 'actions',
        render: (_: unknown, project) => <ProjectRowActions project={project} session={session} />,
      },
    ],
    [t, session, code, sorting],
  );
  return (
    <Table<Project>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={loading}
      onChange={onChange}
      scroll={{ x: 1300 }}
      data-testid="project-table"
      pagination={{
        current,
        pageSize,
        total: page?.totalCount ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('manage.total', { total }),
      }}
    />
  );
}
