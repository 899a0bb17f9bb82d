import { isLoginPage, normalisePath, ROUTES, type RouteFact } from '@tender/domain';
import { type Preloadable, preloadable } from '../components/preloadable';
import type { MessageKey } from '../i18n/en';

/** What a route shows. */
export type RouteScreen =
  /** A page of this build. */
  | { readonly kind: 'page'; readonly component: Preloadable }
  /** A sub-application area, reachable only while the module list has it. */
  | { readonly kind: 'sub-application'; readonly area: string }
  | { readonly kind: 'not-found' }
  /** The wildcard: a module's sub-application or the 404 page, inside the main layout. */
  | { readonly kind: 'wildcard' }
  | { readonly kind: 'redirect'; readonly to: string }
  /** /user/recover: the route exists, with no page (§2). */
  | { readonly kind: 'none' };

/** One row of the route table: drives the router, the breadcrumbs and the tab titles. */
export interface AppRoute extends RouteFact {
  readonly labelKey: MessageKey;
  readonly layout: 'user' | 'main';
  readonly screen: RouteScreen;
}

const page = (component: Preloadable): RouteScreen => ({ kind: 'page', component });

// /manage/detail and /home/project/detail are the same page (§2).
const projectDetail = page(preloadable(() => import('../features/project-detail/project-detail-page')));
const bidEvaluation = page(
  preloadable(() => import('../features/flow-steps/bid-evaluation/bid-evaluation-page')),
);

/** A detail or edit page of a library: one chunk holds every library screen. */
const libraryScreen = (
  name: Exclude<keyof typeof import('../features/libraries/library-screens'), `${string}App`>,
) =>
  page(
    preloadable(() =>
      import('../features/libraries/library-screens').then((screens) => ({ default: screens[name] })),
    ),
  );

/** The screen of each purpose of §2's table (domain ROUTES). */
const SCREENS: Readonly<Record<string, RouteScreen>> = {
  login: page(preloadable(() => import('../features/auth/login-screen'))),
  recover: { kind: 'none' },
  home: page(preloadable(() => import('../features/home/home-page'))),
  'my-projects': page(preloadable(() => import('../features/manage/my-projects-page'))),
  'project-detail': projectDetail,
  'tender-project-detail': page(
    preloadable(() => import('../features/project-detail/tender-project-detail-page')),
  ),
  'project-process-list': page(
    preloadable(() => import('../features/project-overview/project-overview-page')),
  ),
  'supplier-library-analysis': libraryScreen('BidderAnalysisScreen'),
  'supplier-library-detail': libraryScreen('BidderDetailScreen'),
  'supplier-library-edit': libraryScreen('BidderEditScreen'),
  'agency-library-analysis': libraryScreen('AgencyAnalysisScreen'),
  'agency-library-detail': libraryScreen('AgencyDetailScreen'),
  'agency-library-edit': libraryScreen('AgencyEditScreen'),
  'purchaser-library-analysis': libraryScreen('PurchaserAnalysisScreen'),
  'purchaser-library-detail': libraryScreen('PurchaserDetailScreen'),
  'purchaser-library-edit': libraryScreen('PurchaserEditScreen'),
  'create-project': { kind: 'sub-application', area: '/create-project' },
  manage: page(preloadable(() => import('../features/manage/manage-page'))),
  'terminate-project': page(preloadable(() => import('../features/manage/terminate-page'))),
  operation: page(preloadable(() => import('../features/operation/operation-page'))),
  closing: page(preloadable(() => import('../features/closing/closing-list-page'))),
  'closing-application': page(preloadable(() => import('../features/closing/closing-application-page'))),
  'bid-evaluation': bidEvaluation,
  'bid-evaluation-procurement-chain': bidEvaluation,
  'system-notices': page(preloadable(() => import('../features/system-notices/system-notices-page'))),
  settings: page(preloadable(() => import('../features/organisation/organisation-page'))),
  'not-found': { kind: 'not-found' },
  'main-layout-fallback': { kind: 'wildcard' },
};

function screenOf(fact: RouteFact): RouteScreen {
  if (fact.redirectTo) return { kind: 'redirect', to: fact.redirectTo };
  const screen = SCREENS[fact.purpose];
  if (!screen) throw new Error(`route table: no screen for ${fact.path} (${fact.purpose})`);
  return screen;
}

/** The route table of §2, row for row from the domain's ROUTES, with the web app's screens and labels. */
export const ROUTE_TABLE: readonly AppRoute[] = ROUTES.map((fact) => ({
  ...fact,
  labelKey: `route.${fact.purpose}` as MessageKey,
  layout: fact.path !== '*' && isLoginPage(fact.path) ? 'user' : 'main',
  screen: screenOf(fact),
}));

/** The row of a visited path: exact, else the sub-application area it lies under, else none. */
export function routeFor(pathname: string): AppRoute | undefined {
  const path = normalisePath(pathname);
  return (
    ROUTE_TABLE.find((route) => route.path === path) ??
    ROUTE_TABLE.find(
      (route) =>
        route.screen.kind === 'sub-application' && (path === route.path || path.startsWith(`${route.path}/`)),
    )
  );
}

/** The page rows along a path, shortest first, for the breadcrumb ('/home/project/detail' → my projects › detail). */
export function routeTrail(pathname: string): AppRoute[] {
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  const trail: AppRoute[] = [];
  for (let end = 1; end <= segments.length; end++) {
    const route = routeFor(`/${segments.slice(0, end).join('/')}`);
    const shown = route?.screen.kind === 'redirect' ? routeFor(route.screen.to) : route;
    if (shown && shown.screen.kind !== 'redirect' && !trail.includes(shown)) trail.push(shown);
  }
  return trail;
}
