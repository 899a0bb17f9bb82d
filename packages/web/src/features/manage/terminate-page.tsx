import {
  actorOf,
  clause,
  formatDateTime,
  formatFilter,
  isReadOnlyProject,
  ProjectState,
  parseQuery,
  TerminateProject,
} from '@tender/domain';
import { Alert, App, Button, Card, Popconfirm, Space } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ProjectStateTag } from '../../components/project-info/project-state-tag';
import { FilteredProjectTable } from '../../components/project-list/filtered-project-table';
import { useRefreshProject } from '../../data/projects/invalidate-project';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { useSession } from '../../data/session/use-session';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';

const ENDED = formatFilter([clause('state', '=', ProjectState.TerminatedOrRetender, ProjectState.Cancelled)]);

/**
 * /manage/terminate (§2 "terminate project"): with `?id=N`, the confirmation to terminate project N;
 * below, the terminated and cancelled projects, each of which can be re-tendered (§4).
 */
export default function TerminatePage() {
  const { t } = useT();
  const id = Number(parseQuery(useLocation().search).id);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {Number.isInteger(id) && id > 0 && <TerminateOne projectId={id} />}
      <Card title={t('manage.terminate.title')}>
        <FilteredProjectTable
          filter={ENDED}
          data-testid="ended-projects"
          columns={[
            {
              title: t('manage.column.state'),
              key: 'state',
              render: (_: unknown, project) => <ProjectStateTag project={project} />,
            },
            {
              title: t('manage.column.created'),
              dataIndex: 'creationTime',
              render: (value: string) => formatDateTime(value),
            },
            {
              title: t('manage.column.actions'),
              key: 'actions',
              render: (_: unknown, project) => (
                <Link to={`/create-project?rebiddingId=${project.id}&isRebidding=true`}>
                  {t('manage.terminate.retender')}
                </Link>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

/** The confirmation to terminate one project (§4: state 5, then the manage list). */
function TerminateOne({ projectId }: { projectId: number }) {
  const { t } = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshProject();
  const session = useSession().data?.session;
  const detail = useProjectFlow(projectId);
  const terminate = useInject(TerminateProject);
  const project = detail.data?.project;
  if (!project || !session) return null;
  if (isReadOnlyProject(project))
    return <Alert type="info" showIcon title={t('manage.terminate.notRunning')} />;
  const run = async () => {
    try {
      const { effect } = await terminate.execute({ projectId, actor: actorOf(session) });
      void message.success(t('manage.terminated'));
      void refresh(projectId);
      navigate(effect.navigate?.path ?? '/manage/index');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Card title={t('manage.terminate.confirmTitle')} data-testid="terminate-one">
      <Space>
        <strong>{project.projectName}</strong>
        <Popconfirm
          title={t('manage.terminate.confirmTitle')}
          onConfirm={run}
          okButtonProps={{ danger: true }}
        >
          <Button danger>{t('manage.terminate.submit')}</Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}
