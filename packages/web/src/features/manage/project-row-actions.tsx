import { DownOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  actorOf,
  DeleteProject,
  isReadOnlyProject,
  mayDeleteProject,
  type Project,
  type SessionInfo,
  TerminateProject,
} from '@tender/domain';
import { App, Button, Dropdown, Space } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { invalidateProject } from '../workspace/workspace-queries';
import { PROJECT_LISTS_KEY } from './use-project-list';

/**
 * A row's actions (issue 7 Manage): open in the operation screen and detail for everyone; edit
 * information and terminate while the project runs; delete for an Admin, its manager or its creator.
 * The server decides again; a refusal shows its message.
 */
export function ProjectRowActions({ project, session }: { project: Project; session: SessionInfo }) {
  const { t } = useT();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteProject = useInject(DeleteProject);
  const terminateProject = useInject(TerminateProject);
  const actor = actorOf(session);
  const running = !isReadOnlyProject(project);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: PROJECT_LISTS_KEY });
    await invalidateProject(queryClient, project.id);
  };
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      await refresh();
    }
  };

  const items = [
    running && { key: 'edit', label: t('manage.action.edit') },
    running && { key: 'terminate', label: t('manage.action.terminate'), danger: true },
    mayDeleteProject(actor, project) && { key: 'delete', label: t('manage.action.delete'), danger: true },
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
      <Link to={`/manage/operation?id=${project.id}`}>
        <Button type="link" size="small">
          {t('manage.action.open')}
        </Button>
      </Link>
      <Link to={`/manage/detail?id=${project.id}`}>
        <Button type="link" size="small">
          {t('manage.action.detail')}
        </Button>
      </Link>
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
