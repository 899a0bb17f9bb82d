import { HomeOutlined } from '@ant-design/icons';
import { SHELL_PATHS } from '@tender/domain';
import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { routeTrail } from '../../app/route-table';
import { useT } from '../../i18n/i18n-context';
import { moduleLabel } from '../session/shell-modules';
import { useAppModules } from '../session/use-session';
import { subApplicationForPath } from '../sub-apps/sub-application-registry';

/** The header breadcrumb (§2), from the route table: home, then each route along the path. */
export function ShellBreadcrumb() {
  const { t } = useT();
  const { pathname } = useLocation();
  const modules = useAppModules().data ?? [];
  const trail = routeTrail(pathname).filter((route) => route.path !== SHELL_PATHS.home);
  const items = [
    {
      key: 'home',
      title: (
        <Link to={SHELL_PATHS.home} aria-label={t('route.home')}>
          <HomeOutlined />
        </Link>
      ),
    },
    ...trail.map((route, index) => ({
      key: route.path,
      title:
        index < trail.length - 1 && !route.path.includes('*') ? (
          <Link to={route.path}>{t(route.labelKey)}</Link>
        ) : (
          t(route.labelKey)
        ),
    })),
  ];
  // A path only a module serves (a flow step) is named by its module.
  if (trail.length === 0) {
    const mounted = subApplicationForPath(pathname, modules);
    if (mounted) items.push({ key: mounted.module.route, title: moduleLabel(mounted.module, t) });
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
