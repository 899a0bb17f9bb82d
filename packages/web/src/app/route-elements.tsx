import { type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { preloadable } from '../components/preloadable';
import { LazyExceptionPage } from '../features/exceptions/lazy-exception-page';
import type { AppRoute } from './route-table';
import { SubApplicationMount, WildcardScreen } from './sub-apps/sub-application-mount';

const PlaceholderScreen = preloadable(() => import('../features/placeholders/placeholder-screen'));

const suspended = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** The element a route-table row renders as. */
export function elementFor({ screen, labelKey }: Pick<AppRoute, 'screen' | 'labelKey'>): ReactNode {
  switch (screen.kind) {
    case 'page': {
      const Page = screen.component;
      return suspended(<Page />);
    }
    case 'placeholder':
      return suspended(<PlaceholderScreen titleKey={labelKey} />);
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
