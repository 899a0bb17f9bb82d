import {
  type AppModule,
  isUnderPrefix,
  normalisePath,
  type SUB_APPLICATION_STEP_ROUTERS,
} from '@tender/domain';
import type { ComponentType } from 'react';
import { type Preloadable, preloadable } from '../../components/preloadable';
import type { SubApplicationProps } from '../../components/sub-application-props';

export type SubApplicationComponent = Preloadable<SubApplicationProps>;

/** One area the shell can mount, by the module route that switches it on (§1, §2 Menus). */
export interface SubApplication {
  readonly route: string;
  readonly component: SubApplicationComponent;
  /** A step page a flow template may name (the domain's SUB_APPLICATION_STEP_ROUTERS), not an area. */
  readonly step?: true;
}

/** A step page of the domain's list (SUB_APPLICATION_STEP_ROUTERS), which flow templates name as routers. */
const flowStep = (
  route: (typeof SUB_APPLICATION_STEP_ROUTERS)[number],
  load: () => Promise<{ default: ComponentType<SubApplicationProps> }>,
) => ({
  route,
  component: preloadable(load),
  step: true as const,
});

/**
 * The sub-applications the shell knows, each its own lazily loaded chunk (§1 "The interface is a shell
 * that loads sub-applications from a module list"). An area is reachable only while the module list
 * has a module with its route. The bid-evaluation routes are not here: the shell renders them (§2).
 */
export const SUB_APPLICATIONS: readonly SubApplication[] = [
  {
    route: '/create-project',
    component: preloadable(() => import('../../features/create-project/create-project-app')),
  },
  ...(
    [
      ['/home/supplier-library', 'BidderLibraryApp'],
      ['/home/agency-library', 'AgencyLibraryApp'],
      ['/home/purchaser-library', 'PurchaserLibraryApp'],
    ] as const
  ).map(([route, name]) => ({
    route,
    component: preloadable<SubApplicationProps>(() =>
      import('../../features/libraries/library-screens').then((screens) => ({ default: screens[name] })),
    ),
  })),
  {
    route: '/home/expert-library',
    component: preloadable(() => import('../../features/experts/expert-library-app')),
  },
  {
    route: '/sys-notice',
    component: preloadable<SubApplicationProps>(() =>
      import('../../features/system-notices/system-notices-page').then((page) => ({
        default: page.SystemNoticesApp,
      })),
    ),
  },
  flowStep('/sign-up', () => import('../../features/flow-steps/sign-up-app')),
  flowStep('/qualification-purchase', () => import('../../features/flow-steps/qualification-purchase-app')),
  flowStep('/qualification-result', () => import('../../features/flow-steps/qualification-result-app')),
  flowStep('/prequalification-notice', () => import('../../features/flow-steps/prequalification-notice-app')),
  flowStep('/tender-document', () => import('../../features/flow-steps/tender-document-app')),
  flowStep('/tender-notice', () => import('../../features/flow-steps/tender-notice-app')),
  flowStep('/tender-invitation', () => import('../../features/flow-steps/tender-invitation-app')),
  flowStep('/modify-notice', () => import('../../features/flow-steps/modify-notice-app')),
  flowStep('/project-clarification', () => import('../../features/flow-steps/project-clarification-app')),
  // The result steps of every demo flow template (server demo-flow-templates.ts).
  flowStep('/result-publicity', () => import('../../features/flow-steps/result-publicity-app')),
  flowStep('/result-announcement', () => import('../../features/flow-steps/result-announcement-app')),
  flowStep('/contract-signing', () => import('../../features/flow-steps/contract-signing-app')),
  flowStep('/single-source-publicity', () => import('../../features/flow-steps/single-source-publicity-app')),
];

/** Modules the registry does not know yet (the server may list more steps): a titled placeholder. */
export const MODULE_PLACEHOLDER: SubApplicationComponent = preloadable(
  () => import('./module-placeholder-app'),
);

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

/**
 * The code a visited path will mount, known before the module list (which only decides whether it is
 * reachable): the registered sub-application the path lies under, else the placeholder. For preloading.
 */
export function subApplicationCodeFor(pathname: string): SubApplicationComponent {
  const known = SUB_APPLICATIONS.filter((app) => isUnderPrefix(pathname, app.route)).sort(
    (a, b) => normalisePath(b.route).length - normalisePath(a.route).length,
  )[0];
  return known?.component ?? MODULE_PLACEHOLDER;
}
