import { Activity, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Location, UNSAFE_RouteContext, useLocation, useRoutes } from 'react-router-dom';
import { anyTabUnsaved, isTabUnsaved, PageTabContext } from '../../components/leave-guard';
import { PageSpinner } from '../../components/page-spinner';
import OperationFrame from '../../features/operation/operation-frame';
import { pageRoutesIn } from '../page-routes';
import { keptPageKeys } from './kept-pages';
import { useOperationProjectId } from './project-pages';
import { type PageTabBar, tabKeyOf } from './tab-bar-state';

const MAIN_PAGES = pageRoutesIn('main');

/** The kept pages are matched from the top against their own addresses, not under the layout's route. */
const TOP_LEVEL = { outlet: null, matches: [], isDataRoute: false };

interface Shown {
  readonly location: Location;
  /** The project whose operation screen wraps the page, if any. */
  readonly projectId: number | null;
}

/**
 * The main layout's page when the multi-tab bar is on (§2): every kept tab's page stays mounted inside
 * React's <Activity>, hidden while another tab is shown, so a half-typed form, a list's filters and its
 * rows, and the window's scroll are as they were when its tab is chosen again — with no new request
 * while its data is fresh. A hidden page's effects are stopped (no polling, no leave guard) and start
 * again when it shows. How many are kept is kept-pages.ts's bound.
 */
export function KeptPagesOutlet({ bar, recent }: { bar: PageTabBar; recent: readonly string[] }) {
  const location = useLocation();
  const projectId = useOperationProjectId();
  const current = tabKeyOf(location.pathname, projectId);
  useScrollPerPage(current);
  useUnloadWarningForHiddenPages();
  return (
    <UNSAFE_RouteContext.Provider value={TOP_LEVEL}>
      {keptPageKeys(current, recent, bar, isTabUnsaved).map((key) => (
        <KeptPage key={key} tab={key} active={key === current} location={location} projectId={projectId} />
      ))}
    </UNSAFE_RouteContext.Provider>
  );
}

function KeptPage({ tab, active, ...here }: Shown & { tab: string; active: boolean }) {
  // A hidden page keeps the address it was last shown at; its tab may follow the user elsewhere.
  const [shown, setShown] = useState<Shown>(here);
  if (active && (shown.location !== here.location || shown.projectId !== here.projectId)) setShown(here);
  const { location, projectId } = active ? here : shown;
  const page = useRoutes(MAIN_PAGES, location);
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <PageTabContext.Provider value={tab}>
        {projectId === null ? (
          page
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <OperationFrame projectId={projectId} showProjectTabs={false}>
              {page}
            </OperationFrame>
          </Suspense>
        )}
      </PageTabContext.Provider>
    </Activity>
  );
}

/**
 * The browser's own "leave site?" prompt (a reload, a close, a typed address) while a hidden tab's page
 * holds unsaved changes: the page's own prompt stopped with its effects when it was hidden.
 */
function useUnloadWarningForHiddenPages(): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (anyTabUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

/**
 * The window scrolls, not the page: each page's scroll is remembered as the user scrolls and put back
 * when its tab shows again (a page shown for the first time starts at the top).
 */
function useScrollPerPage(current: string): void {
  const positions = useRef(new Map<string, number>());
  const shown = useRef(current);
  const restoring = useRef(false);
  // The render that switches pages runs while the page being left is still on screen: its scroll is the
  // user's last one. Its scroll event may come only after the switch (a busy machine draws late), when it
  // would be taken for the switch's own and dropped.
  if (current !== shown.current && !restoring.current) positions.current.set(shown.current, window.scrollY);
  useEffect(() => {
    const remember = () => {
      if (!restoring.current) positions.current.set(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    const top = positions.current.get(current) ?? 0;
    restoring.current = true;
    window.scrollTo(0, top);
    // The switch itself scrolls the window (one page hides, another shows), and the shown page's own
    // effects run after this one and may move it (a focus, a table measuring itself): none of that is the
    // user's. Put the scroll back once they have run, and only then take scrolls as this page's again.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        window.scrollTo(0, top);
        restoring.current = false;
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      restoring.current = false;
    };
  }, [current]);
}
