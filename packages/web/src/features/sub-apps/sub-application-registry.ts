import { type AppModule, type FLOW_PATHS, isUnderPrefix, normalisePath } from '@tender/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What the shell hands a mounted sub-application: the module that made it reachable. */
export interface SubApplicationProps {
  readonly module: AppModule;
}

export type SubApplicationComponent = LazyExoticComponent<ComponentType<SubApplicationProps>>;

/** One area the shell can mount, by the module route that switches it on (§1, §2 Menus). */
export interface SubApplication {
  readonly route: string;
  readonly component: SubApplicationComponent;
}

const flowStep = (
  route: (typeof FLOW_PATHS)[number],
  load: () => Promise<{ default: ComponentType<SubApplicationProps> }>,
) => ({
  route,
  component: lazy(load),
});

/**
 * The sub-applications the shell knows, each its own lazily loaded chunk (§1 "The interface is a shell
 * that loads sub-applications from a module list"). An area is reachable only while the module list
 * has a module with its route. The bid-evaluation routes are not here: the shell renders them (§2).
 */
export const SUB_APPLICATIONS: readonly SubApplication[] = [
  { route: '/create-project', component: lazy(() => import('../create-project/create-project-app')) },
  flowStep('/sign-up', () => import('../flow-steps/sign-up-app')),
  flowStep('/qualification-purchase', () => import('../flow-steps/qualification-purchase-app')),
  flowStep('/qualification-result', () => import('../flow-steps/qualification-result-app')),
  flowStep('/modify-notice', () => import('../flow-steps/modify-notice-app')),
  flowStep('/project-clarification', () => import('../flow-steps/project-clarification-app')),
  // The result steps of every demo flow template (server demo-flow-templates.ts).
  { route: '/result-publicity', component: lazy(() => import('../flow-steps/result-publicity-app')) },
  { route: '/result-announcement', component: lazy(() => import('../flow-steps/result-announcement-app')) },
];

/** Modules the registry does not know yet (the server may list more steps): a titled placeholder. */
export const MODULE_PLACEHOLDER: SubApplicationComponent = lazy(() => import('./module-placeholder-app'));

export interface MountedSubApplication {
  readonly module: AppModule;
  readonly component: SubApplicationComponent;
}

/** The registered sub-application of an area, if its module is in the list (else the area is unreachable). */
export function registeredSubApplication(
  route: string,
  modules: readonly AppModule[],
): MountedSubApplication | null {
  const wanted = normalisePath(route);
  const module = modules.find((candidate) => normalisePath(candidate.route) === wanted);
  const known = SUB_APPLICATIONS.find((app) => normalisePath(app.route) === wanted);
  return module && known ? { module, component: known.component } : null;
}

/**
 * The sub-application serving a visited path that the route table does not name: the longest module
 * route the path lies under, mounted from the registry or as a placeholder. Null: nothing serves it.
 */
export function subApplicationForPath(
  pathname: string,
  modules: readonly AppModule[],
): MountedSubApplication | null {
  const module = modules
    .filter((candidate) => isUnderPrefix(pathname, candidate.route))
    .sort((a, b) => normalisePath(b.route).length - normalisePath(a.route).length)[0];
  if (!module) return null;
  const known = SUB_APPLICATIONS.find((app) => normalisePath(app.route) === normalisePath(module.route));
  return { module, component: known?.component ?? MODULE_PLACEHOLDER };
}
