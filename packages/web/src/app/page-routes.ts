import type { RouteObject } from 'react-router-dom';
import { elementFor } from './route-elements';
import { ROUTE_TABLE } from './route-table';

// A sub-application area owns everything below its route ('/create-project/index').
const routePathOf = (path: string, kind: string) => (kind === 'sub-application' ? `${path}/*` : path);

/**
 * The pages of one layout, from the one route table (§2): the router's children of that layout, and what
 * the main layout's kept tabs match their own addresses against (shell/kept-pages-outlet.tsx).
 */
export const pageRoutesIn = (layout: 'user' | 'main'): RouteObject[] =>
  ROUTE_TABLE.filter((route) => route.layout === layout && route.screen.kind !== 'redirect').map(
    (route): RouteObject => ({
      path: routePathOf(route.path, route.screen.kind),
      element: elementFor(route),
    }),
  );
