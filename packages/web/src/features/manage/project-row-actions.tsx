import { DownOutlined } from '@ant-design/icons';
import {
  actorOf,
  DeleteProject,
  isReadOnlyProject,
  mayDeleteProject,
  type Project,
  type SessionInfo,
  sessionPermits,
  TerminateProject,
} from '@tender/domain';
import { App, Button, Dropdown, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { useRefreshProject } from '../../data/projects/invalidate-project';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';

/**
 * A row's actions (§2 /manage/index, §6): open in the operation screen and detail for everyone; edit
 * information and terminate while the project runs; delete for an Admin, its manager or its creator.
 * The server decides again; a refusal shows its message.
 */
export function ProjectRowActions({ project, session }: { project: Project; session: SessionInfo }) {
  const { t } = useT();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshProject();
  const deleteProject = useInject(DeleteProject);
  const terminateProject = useInject(TerminateProject);
  const actor = actorOf(session);
  const running = !isReadOnlyProject(project);

  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      await refresh(project.id);
    }
  };

  // §6: what the action list lacks is hidden; editing and terminating save the project (project.edit).
  const mayEdit = running && sessionPermits(session, 'project.edit');
  const items = [
    mayEdit && { key: 'edit', label: t('manage.action.edit') },
    mayEdit && { key: 'terminate', label: t('manage.action.terminate'), danger: true },
    mayDeleteProject(actor, project) &&
      sessionPermits(session, 'project.delete') && {
        key: 'delete',
        label: t('manage.action.delete'),
        danger: true,
      },
  ].filter((item) => item !== false);

  const onMenu = (key: string) => {
    if (key === 'edit') navigate(`/create-project?id=${project.id}&correctionsmsg=true`);
    if (key === 'terminate') {
      modal.confirm({
        title: t('manage.terminate.confirmTitle'),
        content: project.projectName,
        okButtonProps: { danger: true },
        onOk: () =>
          attempt(() => terminateProject.execute({ projectId: project.id, actor }), t('manage.terminated')),
      });
    }
    if (key === 'delete') {
      modal.confirm({
        title: t('manage.delete.confirm', { name: project.projectName }),
        okButtonProps: { danger: true },
        onOk: () => attempt(() => deleteProject.execute(project.id), t('manage.deleted')),
      });
    }
  };

  return (
    <Space size={0} wrap>
      <LinkButton type="link" size="small" to={`/manage/operation?id=${project.id}`}>
        {t('manage.action.open')}
      </LinkButton>
      <LinkButton type="link" size="small" to={`/manage/detail?id=${project.id}`}>
        {t('manage.action.detail')}
      </LinkButton>
      {items.length > 0 && (
        <Dropdown menu={{ items, onClick: ({ key }) => onMenu(key) }} trigger={['click']}>
          <Button
            type="link"
            size="small"
            aria-label={t('manage.action.more', { name: project.projectName })}
          >
            <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
