/** The paths the shell itself sends users to (§2 Routes, §2 Menus, §2 Exception pages). */
export const SHELL_PATHS = {
  home: '/home/index',
  login: '/user/login',
  manageList: '/manage/index',
  createProject: '/create-project',
  closing: '/end-project',
  closingApplication: '/end-project/closing-application',
  notFound: '/404',
} as const;

/** The paths the step flow moves to (§2 Routes: "Paths that the flow moves to"). */
export const FLOW_PATHS = [
  '/sign-up',
  '/qualification-purchase',
  '/qualification-result',
  '/modify-notice',
  '/project-clarification',
] as const;

/** One row of the route table of §2, as data the web app's route table is checked against. */
export interface RouteFact {
  readonly path: string;
  /** A stable key for what the route is for; the web app maps it to a component and a menu label. */
  readonly purpose: string;
  /** Set on the rows that only redirect. */
  readonly redirectTo?: string;
  /**
   * The permission tag of §6: every page route carries 'dashboard' except the wildcard, the analysis
   * pages of the agency and purchaser libraries and the login pages. Redirect rows have no page, so no tag.
   */
  readonly permissionTag?: 'dashboard';
}

const page = (path: string, purpose: string): RouteFact => ({ path, purpose, permissionTag: 'dashboard' });
const untagged = (path: string, purpose: string): RouteFact => ({ path, purpose });
const redirect = (path: string, redirectTo: string): RouteFact => ({ path, purpose: 'redirect', redirectTo });

// §2 lists the three libraries with the same children; §6 exempts only two analysis pages from the tag.
const library = (name: 'supplier' | 'agency' | 'purchaser'): RouteFact[] => {
  const prefix = `/home/${name}-library`;
  const analysis = name === 'supplier' ? page : untagged;
  return [
    analysis(`${prefix}/analysis`, `${name}-library-analysis`),
    page(`${prefix}/detail`, `${name}-library-detail`),
    page(`${prefix}/edit`, `${name}-library-edit`),
  ];
};

/** The route table of §2 Routes in its order; the catch-all is '*' (falls into the main layout). */
export const ROUTES: readonly RouteFact[] = [
  redirect('/', SHELL_PATHS.home),
  redirect('/user', SHELL_PATHS.login),
  untagged(SHELL_PATHS.login, 'login'),
  untagged('/user/recover', 'recover'),
  page(SHELL_PATHS.home, 'home'),
  page('/home/project', 'my-projects'),
  page('/home/project/detail', 'project-detail'),
  page('/home/project/detail-tab', 'tender-project-detail'),
  redirect('/home/project-overview', '/home/project-overview/index'),
  page('/home/project-overview/index', 'project-process-list'),
  ...library('supplier'),
  ...library('agency'),
  ...library('purchaser'),
  page(SHELL_PATHS.createProject, 'create-project'),
  redirect('/manage', SHELL_PATHS.manageList),
  page(SHELL_PATHS.manageList, 'manage'),
  page('/manage/terminate', 'terminate-project'),
  // The same page as /home/project/detail (§2), hence the same purpose.
  page('/manage/detail', 'project-detail'),
  page('/manage/operation', 'operation'),
  page(SHELL_PATHS.closing, 'closing'),
  page(SHELL_PATHS.closingApplication, 'closing-application'),
  redirect('/bid-evaluation', '/bid-evaluation/index'),
  page('/bid-evaluation/index', 'bid-evaluation'),
  page('/bid-evaluation/cl', 'bid-evaluation-procurement-chain'),
  redirect('/qualification-bid-evaluation', '/qualification-bid-evaluation/index'),
  // "same evaluation page" (§2): the qualification route renders the bid-evaluation page.
  page('/qualification-bid-evaluation/index', 'bid-evaluation'),
  page('/sys-notice/index', 'system-notices'),
  page('/organize-manage', 'settings'),
  page(SHELL_PATHS.notFound, 'not-found'),
  untagged('*', 'main-layout-fallback'),
];

/** The fixed redirects of §2 Routes, keyed by the path they leave. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTES.flatMap((route) => (route.redirectTo ? [[route.path, route.redirectTo]] : [])),
);
