import { type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { LazyExceptionPage } from '../features/exceptions/lazy-exception-page';
import type { AppRoute } from './route-table';
import { SubApplicationMount, WildcardScreen } from './sub-apps/sub-application-mount';

const suspended = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** The element a route-table row renders as. */
export function elementFor({ screen }: Pick<AppRoute, 'screen'>): ReactNode {
  switch (screen.kind) {
    case 'page': {
      const Page = screen.component;
      return suspended(<Page />);
    }
    case 'sub-application':
      return <SubApplicationMount area={screen.area} />;
    case 'wildcard':
      return <WildcardScreen />;
    case 'not-found':
      return <LazyExceptionPage status={404} />;
    case 'redirect':
      return <Navigate to={screen.to} replace />;
    case 'none':
      return null;
  }
}
