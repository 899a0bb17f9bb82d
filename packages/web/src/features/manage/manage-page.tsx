import type { Project } from '@tender/domain';
import { Card, Skeleton, type TableProps } from 'antd';
import { LoadFailed } from '../../components/load-failed';
import { ExportProjectsButton } from '../../components/project-list/export-projects-button';
import {
  projectSearchOf,
  projectSortingText,
  sortingOfTable,
} from '../../components/project-list/project-list-address';
import { type ProjectSearch, projectSearchFilter } from '../../components/project-list/project-search-filter';
import { ProjectSearchForm } from '../../components/project-list/project-search-form';
import { useProjectListAddress } from '../../components/project-list/use-project-list-address';
import { useProjectList } from '../../data/projects/use-project-list';
import { usePermits } from '../../data/session/use-permits';
import { useSession } from '../../data/session/use-session';
import { useT } from '../../i18n/i18n-context';
import { ProjectTable } from './project-table';

export interface ProjectListPageProps {
  readonly title: string;
  readonly 'data-testid': string;
  /** Search terms the page always applies on top of the form's (my projects: involves = the user). */
  readonly fixed?: ProjectSearch;
}

/**
 * A searchable, sortable, paged (10 a page, §9) list of projects with their actions. Its search, sort
 * and page live in the address, so back, reload and a shared link show the same rows; who may export
 * writes the rows the search keeps to a spreadsheet.
 */
export function ProjectListPage({ title, 'data-testid': testId, fixed }: ProjectListPageProps) {
  const { t } = useT();
  const session = useSession().data?.session;
  const permits = usePermits();
  const { address, terms, key, search, sort, turn } = useProjectListAddress();
  const filter = projectSearchFilter({ ...projectSearchOf(address), ...fixed });
  const sorting = projectSortingText(address.sorting);
  const list = useProjectList({
    Filter: filter,
    Sorting: sorting,
    MaxResultCount: address.size,
    SkipCount: (address.page - 1) * address.size,
  });

  const onChange: TableProps<Project>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      sort(sortingOfTable(single?.columnKey, single?.order));
    } else if (action === 'paginate') {
      turn(pagination.current ?? 1, pagination.pageSize ?? address.size);
    }
  };

  return (
    <Card
      title={title}
      data-testid={testId}
      extra={permits('project.export') && <ExportProjectsButton filter={filter} sorting={sorting} />}
    >
      <ProjectSearchForm key={key} initial={terms} onSearch={search} />
      {list.isError ? (
        <LoadFailed title={t('manage.loadFailed')} error={list.error} onRetry={() => list.refetch()} />
      ) : !session || (list.isPending && !list.data) ? (
        <Skeleton active title={false} paragraph={{ rows: 8 }} data-testid="manage-loading" />
      ) : (
        <ProjectTable
          page={list.data}
          loading={list.isFetching}
          current={address.page}
          pageSize={address.size}
          sorting={address.sorting}
          session={session}
          onChange={onChange}
        />
      )}
    </Card>
  );
}

/** /manage/index (§2): the project management list — search, sort, page, export and act. */
export default function ManagePage() {
  const { t } = useT();
  return <ProjectListPage title={t('manage.title')} data-testid="manage-page" />;
}
