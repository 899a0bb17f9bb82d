import type { Project } from '@tender/domain';
import { TABLE_DEFAULT_PAGE_SIZE } from '@tender/domain';
import { Card, Skeleton, type TableProps } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import {
  type ProjectSearch,
  projectSearchFilter,
  sortingOf,
} from '../../components/project-list/project-search-filter';
import { ProjectSearchForm } from '../../components/project-list/project-search-form';
import { useProjectList } from '../../data/projects/use-project-list';
import { useSession } from '../../data/session/use-session';
import { useT } from '../../i18n/i18n-context';
import { ProjectTable } from './project-table';

export interface ProjectListPageProps {
  readonly title: string;
  readonly 'data-testid': string;
  /** Search terms the page always applies on top of the form's (my projects: involves = the user). */
  readonly fixed?: ProjectSearch;
}

/** A searchable, sortable, paged (10 a page, §9) list of projects with their actions. */
export function ProjectListPage({ title, 'data-testid': testId, fixed }: ProjectListPageProps) {
  const { t } = useT();
  const session = useSession().data?.session;
  const [search, setSearch] = useState<ProjectSearch>({});
  const [paging, setPaging] = useState({ current: 1, pageSize: TABLE_DEFAULT_PAGE_SIZE });
  const [sorting, setSorting] = useState<string | undefined>(undefined);
  const list = useProjectList({
    Filter: projectSearchFilter({ ...search, ...fixed }),
    Sorting: sorting,
    MaxResultCount: paging.pageSize,
    SkipCount: (paging.current - 1) * paging.pageSize,
  });

  const onChange: TableProps<Project>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    setSorting(sortingOf(single?.columnKey as string | undefined, single?.order));
    setPaging({ current: pagination.current ?? 1, pageSize: pagination.pageSize ?? TABLE_DEFAULT_PAGE_SIZE });
  };

  return (
    <Card title={title} data-testid={testId}>
      <ProjectSearchForm
        onSearch={(next) => {
          setSearch(next);
          setPaging((current) => ({ ...current, current: 1 }));
        }}
      />
      {list.isError ? (
        <LoadFailed title={t('manage.loadFailed')} error={list.error} onRetry={() => list.refetch()} />
      ) : !session || (list.isPending && !list.data) ? (
        <Skeleton active title={false} paragraph={{ rows: 8 }} data-testid="manage-loading" />
      ) : (
        <ProjectTable
          page={list.data}
          loading={list.isFetching}
          current={paging.current}
          pageSize={paging.pageSize}
          session={session}
          onChange={onChange}
        />
      )}
    </Card>
  );
}

/** /manage/index (§2): the project management list — search, sort, page and act. */
export default function ManagePage() {
  const { t } = useT();
  return <ProjectListPage title={t('manage.title')} data-testid="manage-page" />;
}
