import {
  clause,
  FLOW_RECORD_TYPES,
  type FlowNode,
  type FlowRecord,
  formatDateTime,
  formatFilter,
  furthestReachedIndex,
  orderFlow,
  type ProjectWithFlow,
} from '@tender/domain';
import { Card, Space, Steps, Table, Tabs, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { BidPackageList } from '../../components/project-info/bid-package-list';
import { NoticeList } from '../../components/project-info/notice-list';
import { ProjectBasicInfo } from '../../components/project-info/project-basic-info';
import { ProjectFileList } from '../../components/project-info/project-file-list';
import { ProjectStateTag } from '../../components/project-info/project-state-tag';
import { useFlowRecords } from '../../data/projects/use-flow-records';
import { useProjectList } from '../../data/projects/use-project-list';
import { useT } from '../../i18n/i18n-context';

export interface ProjectDetailViewProps {
  readonly detail: ProjectWithFlow;
  /** 'sections' for the project detail page, 'tabs' for the tender project detail (§2). */
  readonly layout: 'sections' | 'tabs';
}

/**
 * Everything about a project (§2 detail routes): every §3 field, its files, bid packages, notices,
 * where its flow stands and the flow records of who moved it when.
 */
export function ProjectDetailView({ detail, layout }: ProjectDetailViewProps) {
  const { t } = useT();
  // Unique in the document: two project details may be open at once, one kept behind another tab.
  const headingId = `${useId()}detail`;
  const { project, nodes } = detail;
  // The re-tender link both ways (§2 /create-project, §4): the new project names its origin, the origin its successors.
  const retenders = useProjectList({ Filter: formatFilter([clause('rebiddingId', '=', project.id)]) });
  const parts: { key: string; title: string; body: ReactNode }[] = [
    { key: 'basic', title: t('projectInfo.basic'), body: <ProjectBasicInfo project={project} column={2} /> },
    {
      key: 'flow',
      title: t('manage.detail.flow'),
      body: <FlowProgress nodes={nodes} currentNodeId={project.currentNodeId} />,
    },
    { key: 'files', title: t('projectInfo.files'), body: <ProjectFileList files={project.eHonors} /> },
    {
      key: 'packages',
      title: t('projectInfo.packages'),
      body: <BidPackageList groups={project.sGroupList} />,
    },
    { key: 'notices', title: t('projectInfo.notices'), body: <NoticeList notices={project.eNotices} /> },
    { key: 'records', title: t('manage.detail.records'), body: <FlowRecords projectId={project.id} /> },
  ];
  const header = (
    <Space wrap>
      <ProjectStateTag project={project} />
      {retenders.data?.items.map((retender) => (
        <Link key={retender.id} to={`/manage/detail?id=${retender.id}`}>
          {t('manage.detail.retenderedAs', { id: retender.id })}
        </Link>
      ))}
      {project.rebiddingId && (
        <Link to={`/manage/detail?id=${project.rebiddingId}`}>
          {t('manage.detail.retenderOf', { id: project.rebiddingId })}
        </Link>
      )}
      <LinkButton type="primary" size="small" to={`/manage/operation?id=${project.id}`}>
        {t('manage.detail.openOperation')}
      </LinkButton>
    </Space>
  );
  return (
    <Card title={project.projectName} extra={header} data-testid="project-detail">
      {layout === 'tabs' ? (
        <Tabs items={parts.map((part) => ({ key: part.key, label: part.title, children: part.body }))} />
      ) : (
        parts.map((part) => (
          <section key={part.key} style={{ marginBottom: 24 }} aria-labelledby={`${headingId}-${part.key}`}>
            <Typography.Title level={5} id={`${headingId}-${part.key}`}>
              {part.title}
            </Typography.Title>
            {part.body}
          </section>
        ))
      )}
    </Card>
  );
}

function FlowProgress({
  nodes,
  currentNodeId,
}: {
  nodes: readonly FlowNode[];
  currentNodeId: number | null;
}) {
  const ordered = orderFlow(nodes).filter((node) => node.isDisplay);
  const current = furthestReachedIndex(ordered, { currentNodeId });
  return (
    <Steps
      size="small"
      current={current}
      direction="horizontal"
      responsive
      data-testid="flow-progress"
      items={ordered.map((node) => ({ title: node.nodeName }))}
    />
  );
}

function FlowRecords({ projectId }: { projectId: number }) {
  const { t, code } = useT();
  const records = useFlowRecords(projectId);
  return (
    <Table<FlowRecord>
      size="small"
      rowKey={(record) => `${record.id ?? record.creationTime}`}
      loading={records.isPending}
      dataSource={records.data ?? []}
      pagination={false}
      data-testid="flow-records"
      columns={[
        {
          title: t('manage.detail.record.time'),
          dataIndex: 'creationTime',
          render: (value: string) => formatDateTime(value),
        },
        {
          title: t('manage.detail.record.type'),
          dataIndex: 'nodeType',
          render: (nodeType: string) => code(FLOW_RECORD_TYPES, nodeType),
        },
        { title: t('manage.detail.record.from'), dataIndex: 'fromNodeName' },
        { title: t('manage.detail.record.to'), dataIndex: 'toNodeName' },
        { title: t('manage.detail.record.by'), dataIndex: 'submitName' },
      ]}
    />
  );
}
