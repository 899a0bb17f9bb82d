import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { TAB_WIDTH_PX } from '../../components/layout-sizes';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { useProjectsById } from '../../data/projects/use-project-list';
import { useT } from '../../i18n/i18n-context';
import { closeProject, useOpenProjects } from './open-projects';

export interface ProjectTabsBarProps {
  /** The project on screen. */
  readonly activeId: number;
}

/**
 * The tabs of the projects opened in the operation screen (§2), each with a close button. Closing the
 * active tab shows the last remaining one, or the manage list when none remain (domain closeProjectTab).
 * Plain buttons in a labelled navigation region, not an ARIA tablist: each tab opens a page, and a close
 * button inside a tablist breaks ARIA's tab pattern (see the shell's tab bar).
 */
export function ProjectTabsBar({ activeId }: ProjectTabsBarProps) {
  const { t } = useT();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const open = useOpenProjects();
  const ids = open.includes(activeId) ? open : [...open, activeId];
  const active = useProjectFlow(activeId);
  // The other tabs need only their names: one list call, once the project on screen has loaded, so
  // they never compete with it for the line.
  const others = ids.filter((id) => id !== activeId);
  const names = useProjectsById(others, others.length > 0 && active.data !== undefined);
  const nameOf = (id: number) =>
    id === activeId
      ? active.data?.project.projectName
      : names.data?.items.find((project) => project.id === id)?.projectName;

  const close = (id: number) => {
    const outcome = closeProject(id, activeId);
    if ('navigate' in outcome) navigate(outcome.navigate);
    else if (outcome.active !== activeId) navigate(`/manage/operation?id=${outcome.active}`);
  };

  return (
    <nav aria-label={t('operation.projectTabs')} data-testid="operation-project-tabs">
      <Flex gap={4} wrap style={{ marginBottom: 12 }}>
        {ids.map((id) => {
          const name = nameOf(id) ?? `#${id}`;
          const active = id === activeId;
          return (
            <Flex
              key={id}
              align="center"
              data-project-tab={id}
              data-active={active}
              style={{
                width: TAB_WIDTH_PX,
                border: `1px solid ${active ? token.colorPrimary : token.colorBorder}`,
                borderRadius: token.borderRadius,
                background: active ? token.colorPrimaryBg : token.colorBgContainer,
              }}
            >
              <Button
                type="text"
                size="small"
                aria-current={active ? 'page' : undefined}
                title={name}
                onClick={() => navigate(`/manage/operation?id=${id}`)}
                style={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', overflow: 'hidden' }}
              >
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
              </Button>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('operation.closeProject', { name })}
                onClick={() => close(id)}
              />
            </Flex>
          );
        })}
      </Flex>
    </nav>
  );
}
