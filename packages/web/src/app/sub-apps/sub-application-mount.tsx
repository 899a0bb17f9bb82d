import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useAppModules } from '../../data/session/use-session';
import { LazyExceptionPage } from '../../features/exceptions/lazy-exception-page';
import {
  type MountedSubApplication,
  registeredSubApplication,
  subApplicationForPath,
} from './sub-application-registry';

function Mount({ mounted }: { mounted: MountedSubApplication | null }) {
  // "An area missing from the module list is not reachable": it is the page that does not exist.
  if (!mounted) return <LazyExceptionPage status={404} />;
  const Component = mounted.component;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component module={mounted.module} />
    </Suspense>
  );
}

/** Mounts a registered area (the route table's /create-project) if the module list switches it on. */
export function SubApplicationMount({ area }: { area: string }) {
  const modules = useAppModules().data ?? [];
  return <Mount mounted={registeredSubApplication(area, modules)} />;
}

/**
 * The wildcard of the main layout (§2 "any other path falls into the main layout"): the sub-application
 * of the module the path lies under, else the 404 page inside the layout.
 */
export function WildcardScreen() {
  const { pathname } = useLocation();
  const modules = useAppModules().data ?? [];
  return <Mount mounted={subApplicationForPath(pathname, modules)} />;
}
