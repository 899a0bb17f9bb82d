import { useQueries } from '@tanstack/react-query';
import { type FlowNode, GetProject, type ProjectWithFlow } from '@tender/domain';
import { useLocation } from 'react-router-dom';
import { nodeForPath } from '../../data/projects/node-for-path';
import { projectQueries } from '../../data/projects/project-queries';
import { currentProjectId } from '../../data/session/current-project';
import { useAppModules } from '../../data/session/use-session';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { routeFor } from '../route-table';
import { subApplicationForPath } from '../sub-apps/sub-application-registry';
import { useMenuKind } from './shell-menu';
import { moduleLabel } from './shell-modules';

/**
 * The project whose operation screen wraps this page (§2 "With a project selected, the operation panel
 * is shown"): on a manage-type path, the selected project. The correctionsmsg flag shows the step menu on
 * project creation too, but editing a project's information is not a flow step: no frame there.
 */
export function useOperationProjectId(): number | null {
  const location = useLocation();
  const kind = useMenuKind();
  if (kind !== 'step' || location.pathname.startsWith('/create-project')) return null;
  const id = Number(currentProjectId(location.search));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Several projects with their flows (the open project tabs), from the query cache the screen fills. */
export function useProjectsWithFlow(ids: readonly number[]): ReadonlyMap<number, ProjectWithFlow> {
  const getProject = useInject(GetProject);
  const results = useQueries({ queries: ids.map((id) => projectQueries.flow(getProject, id)) });
  const byId = new Map<number, ProjectWithFlow>();
  ids.forEach((id, index) => {
    const data = results[index]?.data;
    if (data) byId.set(id, data);
  });
  return byId;
}

/**
 * How the shell names a page, one name everywhere (tab, breadcrumb, step menu, operation header, step
 * page): a project's step by its flow node's nodeName — the project's own flow, which the step menu and
 * the headers show — else the route table's label, else the module that serves the path.
 */
export function usePageName(): (pathname: string, nodes?: readonly FlowNode[]) => string {
  const { t } = useT();
  const modules = useAppModules().data ?? [];
  return (pathname, nodes) => {
    const node = nodes ? nodeForPath(nodes, pathname) : undefined;
    if (node) return node.nodeName;
    const route = routeFor(pathname);
    if (route && route.path !== '*') return t(route.labelKey);
    const mounted = subApplicationForPath(pathname, modules);
    return mounted ? moduleLabel(mounted.module, t) : pathname;
  };
}
