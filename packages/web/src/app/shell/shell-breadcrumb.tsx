import { HomeOutlined } from '@ant-design/icons';
import { SHELL_PATHS } from '@tender/domain';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { useT } from '../../i18n/i18n-context';
import { routeTrail } from '../route-table';
import { useOperationProjectId, usePageName } from './project-pages';

/**
 * The header breadcrumb (§2): home, then each route along the path, from the route table. A project's
 * page in the operation screen reads home › project management › the project › its step, the step named
 * as everywhere else (usePageName).
 */
export function ShellBreadcrumb() {
  const { t } = useT();
  const { pathname } = useLocation();
  const pageName = usePageName();
  const projectId = useOperationProjectId();
  const flow = useProjectFlow(projectId);
  const items: { key: string; title: ReactNode }[] = [
    {
      key: 'home',
      title: (
        <Link to={SHELL_PATHS.home} aria-label={t('route.home')}>
          <HomeOutlined />
        </Link>
      ),
    },
  ];
  if (projectId !== null) {
    items.push(
      { key: 'manage', title: <Link to={SHELL_PATHS.manageList}>{t('route.manage')}</Link> },
      ...(flow.data ? [{ key: 'project', title: flow.data.project.projectName }] : []),
      { key: pathname, title: pageName(pathname, flow.data?.nodes) },
    );
  } else {
    const trail = routeTrail(pathname).filter((route) => route.path !== SHELL_PATHS.home);
    items.push(
      ...trail.map((route, index) => ({
        key: route.path,
        title:
          index < trail.length - 1 && !route.path.includes('*') ? (
            <Link to={route.path}>{t(route.labelKey)}</Link>
          ) : (
            t(route.labelKey)
          ),
      })),
    );
    // A path only a module serves is named by its module.
    if (trail.length === 0) items.push({ key: pathname, title: pageName(pathname) });
  }
  return (
    <Breadcrumb
      items={items}
      aria-label={t('header.breadcrumb')}
      data-testid="breadcrumb"
      style={{ marginBottom: 12 }}
    />
  );
}
