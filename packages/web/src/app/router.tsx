import { Suspense } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { preloadable } from '../components/preloadable';
import { HttpEventsNotifier } from '../features/auth/http-events-notifier';
import { pageRoutesIn } from './page-routes';
import { elementFor } from './route-elements';
import { RouteGuard } from './route-guard';
import { ROUTE_TABLE } from './route-table';
import { ScreenErrorBoundary } from './screen-error-boundary';

// Each layout is its own chunk: the login route never downloads the main layout's menus, tabs and drawer.
const UserLayout = preloadable(() => import('./layouts/user-layout'));
export const MainLayout = preloadable(() => import('./layouts/main-layout'));

function RootRoute() {
  const { pathname } = useLocation();
  return (
    <>
      <HttpEventsNotifier />
      <ScreenErrorBoundary resetKey={pathname}>
        <RouteGuard />
      </ScreenErrorBoundary>
    </>
  );
}

/** The router's tree, built from the one route table (§2). */
export const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      // The redirect rows stay routes too, though the guard resolves them before they render.
      ...ROUTE_TABLE.filter((route) => route.screen.kind === 'redirect').map(
        (route): RouteObject => ({ path: route.path, element: elementFor(route) }),
      ),
      {
        element: (
          <Suspense fallback={<PageSpinner fullPage />}>
            <UserLayout />
          </Suspense>
        ),
        children: pageRoutesIn('user'),
      },
      {
        element: (
          <Suspense fallback={<PageSpinner fullPage />}>
            <MainLayout />
          </Suspense>
        ),
        children: pageRoutesIn('main'),
      },
    ],
  },
];

/**
 * The app's routes under whichever router is around them: BrowserRouter in the app, MemoryRouter in
 * stories. A component router (not createBrowserRouter) on purpose: the data-router machinery (loaders,
 * actions, fetchers) is unused here and would weigh on every route's first load.
 */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
