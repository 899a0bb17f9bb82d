import { PROJECT_FLOW_NAMES, type Project, TABLE_DEFAULT_PAGE_SIZE } from '@tender/domain';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProjectList } from '../../data/projects/use-project-list';
import { useT } from '../../i18n/i18n-context';

export interface FilteredProjectTableProps {
  /** The Filter of the list (mode=3 is added by ListProjects). */
  readonly filter: string;
  /** The columns after number, name (linked to the detail) and step. */
  readonly columns: TableColumnsType<Project>;
  readonly 'data-testid'?: string;
}

/**
 * A server-paged table of the projects one filter selects (10 a page, §9), led by their number, name and
 * step — the lists of the closing area and of ended projects.
 */
export function FilteredProjectTable({ filter, columns, 'data-testid': testId }: FilteredProjectTableProps) {
  const { t, code } = useT();
  const [current, setCurrent] = useState(1);
  const list = useProjectList({
    Filter: filter,
    MaxResultCount: TABLE_DEFAULT_PAGE_SIZE,
    SkipCount: (current - 1) * TABLE_DEFAULT_PAGE_SIZE,
  });
  return (
    <Table<Project>
      rowKey="id"
      size="middle"
      loading={list.isFetching}
      dataSource={list.data?.items ?? []}
      data-testid={testId}
      pagination={{
        current,
        pageSize: TABLE_DEFAULT_PAGE_SIZE,
        total: list.data?.totalCount ?? 0,
        onChange: setCurrent,
      }}
      columns={[
        { title: t('manage.column.number'), dataIndex: 'projectNum' },
        {
          title: t('manage.column.name'),
          dataIndex: 'projectName',
          render: (name: string, project) => <Link to={`/manage/detail?id=${project.id}`}>{name}</Link>,
        },
        {
          title: t('manage.column.step'),
          dataIndex: 'projectFlowName',
          render: (name: string | null) => code(PROJECT_FLOW_NAMES, name),
        },
        ...columns,
      ]}
    />
  );
}
