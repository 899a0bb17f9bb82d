import {
  type FlowNode,
  furthestReachedIndex,
  orderFlow,
  PROJECT_FLOW_NAMES,
  type Project,
} from '@tender/domain';
import { Card, Skeleton, Steps, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed';
import { projectSearchOf } from '../../components/project-list/project-list-address';
import { projectSearchFilter } from '../../components/project-list/project-search-filter';
import { ProjectSearchForm } from '../../components/project-list/project-search-form';
import { useProjectListAddress } from '../../components/project-list/use-project-list-address';
import { useFlowsOf } from '../../data/projects/use-flows-of';
import { useProjectList } from '../../data/projects/use-project-list';
import { useT } from '../../i18n/i18n-context';

/**
 * /home/project-overview/index (§2 the project process list): every project with its steps as a progress
 * line, filterable by name, number, step, state and dates. The search and the page live in the address;
 * `?step=` (from home's step counts) opens it at a step.
 */
export default function ProjectOverviewPage() {
  const { t, code } = useT();
  const { address, terms, key, search, turn } = useProjectListAddress();
  const list = useProjectList({
    Filter: projectSearchFilter(projectSearchOf(address)),
    MaxResultCount: address.size,
    SkipCount: (address.page - 1) * address.size,
  });
  const projects = list.data?.items ?? [];
  const flows = useFlowsOf(projects);

  return (
    <Card title={t('overview.title')} data-testid="project-overview">
      <ProjectSearchForm key={key} initial={terms} onSearch={search} />
      {list.isError ? (
        <LoadFailed title={t('manage.loadFailed')} error={list.error} onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      ) : (
        <Table<Project>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={projects}
          data-testid="overview-table"
          pagination={{
            current: address.page,
            pageSize: address.size,
            total: list.data?.totalCount ?? 0,
            onChange: (page) => turn(page, address.size),
            showSizeChanger: false,
          }}
          columns={[
            {
              title: t('manage.column.name'),
              dataIndex: 'projectName',
              width: 260,
              render: (name: string, project) => (
                <>
                  <Link to={`/manage/operation?id=${project.id}`}>{name}</Link>
                  <br />
                  <Typography.Text type="secondary">{project.projectNum}</Typography.Text>
                </>
              ),
            },
            {
              title: t('overview.step'),
              dataIndex: 'projectFlowName',
              width: 140,
              render: (name: string | null) => code(PROJECT_FLOW_NAMES, name),
            },
            {
              title: t('overview.progress'),
              key: 'progress',
              render: (_: unknown, project) => (
                <FlowLine
                  project={project}
                  nodes={project.flowInstanceId ? flows.data?.get(project.flowInstanceId) : undefined}
                  loading={flows.isPending}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** A project's displayed steps as an inline progress line, up to the furthest step reached (§4). */
function FlowLine({
  project,
  nodes,
  loading,
}: {
  project: Project;
  nodes: readonly FlowNode[] | undefined;
  loading: boolean;
}) {
  const { t } = useT();
  if (!nodes) {
    return loading ? <Typography.Text type="secondary">{t('overview.loadingSteps')}</Typography.Text> : null;
  }
  const ordered = orderFlow(nodes).filter((node) => node.isDisplay);
  return (
    <Steps
      type="inline"
      size="small"
      current={furthestReachedIndex(ordered, project)}
      data-testid={`flow-line-${project.id}`}
      items={ordered.map((node) => ({ title: node.nodeName }))}
    />
  );
}
