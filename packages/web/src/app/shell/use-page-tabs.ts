import { App } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetTabs, isTabUnsaved, mayLeave, useGuardedNavigate } from '../../components/leave-guard';
import { closeProject } from '../../features/operation/open-projects';
import { useT } from '../../i18n/i18n-context';
import { recentlyShown } from './kept-pages';
import { useOperationProjectId, usePageName, useProjectsWithFlow } from './project-pages';
import {
  EMPTY_TAB_BAR,
  type PageTabBar,
  runTabCommand,
  shownAt,
  type TabCommand,
  tabKeyOf,
  visit,
} from './tab-bar-state';

/**
 * The multi-tab bar's state: every visit opens or shows its tab (a project's pages share the project's
 * tab); commands follow the domain's rules; `recent` is the open tabs' keys, most recently shown first
 * (which pages are kept alive: kept-pages.ts).
 */
export function usePageTabs() {
  const location = useLocation();
  // Closing the shown tab lets its page go: it may ask first (a form with unsaved changes).
  const navigate = useGuardedNavigate();
  const goTo = useNavigate();
  const { message, modal } = App.useApp();
  const { label, t } = useT();
  const projectId = useOperationProjectId();
  const [visited, setBar] = useState<PageTabBar>(EMPTY_TAB_BAR);
  const [recent, setRecent] = useState<readonly string[]>([]);

  useEffect(() => {
    setBar((current) => visit(current, location.pathname, location.search, projectId));
  }, [location.pathname, location.search, projectId]);
  // The shown page's tab is active from the first render at its address: the visit is recorded only after
  // that render, and a click on the previous page's tab in between would be taken for one on the active tab.
  const shownKey = tabKeyOf(location.pathname, projectId);
  const bar = useMemo(() => ({ ...visited, activeKey: shownKey }), [visited, shownKey]);
  useEffect(() => setRecent((shown) => recentlyShown(shown, bar)), [bar]);

  const urlOf = useCallback(
    (next: PageTabBar, key: string) => next.tabs.find((tab) => tab.key === key)?.url ?? key,
    [],
  );

  // Another tab keeps the shown page alive (KeptPagesOutlet): nothing is lost, so nothing to ask. The
  // address is compared with the window's, not this render's: a switch still being drawn has already
  // moved it, and a click on the tab still drawn active then goes back rather than being lost.
  const select = useCallback(
    (key: string) => {
      const url = urlOf(bar, key);
      if (url !== `${window.location.pathname}${window.location.search}`) goTo(url);
    },
    [bar, goTo, urlOf],
  );

  const titleOf = useTabTitles(bar);

  // Closing hidden tabs whose pages hold unsaved changes asks first: their own guards cannot, hidden.
  const mayDiscardHidden = useCallback(
    (closed: readonly string[], shownKey: string) => {
      const unsaved = closed.filter((key) => key !== shownKey && isTabUnsaved(key));
      if (unsaved.length === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('tabs.unsavedTitle'),
          content: t('tabs.unsavedContent', { tabs: unsaved.map(titleOf).join(t('tabs.listSeparator')) }),
          okText: t('tabs.unsavedDiscard'),
          okButtonProps: { danger: true },
          cancelText: t('tabs.unsavedKeep'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [modal, t, titleOf],
  );

  // As `select`, the shown tab is the one at the window's address, which a switch moves before it is drawn.
  const command = useCallback(
    (name: TabCommand, key: string) => {
      const shown = shownAt(bar, `${window.location.pathname}${window.location.search}`);
      const outcome = runTabCommand(shown, name, key);
      if ('refusal' in outcome) {
        void message.warning(label(outcome.refusal));
        return;
      }
      const closed = bar.tabs
        .map((tab) => tab.key)
        .filter((open) => !outcome.bar.tabs.some((tab) => tab.key === open));
      const apply = () => {
        forgetClosedProjects(bar, outcome.bar);
        forgetTabs(closed);
        setBar(outcome.bar);
      };
      void mayDiscardHidden(closed, shown.activeKey).then(async (discard) => {
        if (!discard) return;
        if (outcome.bar.activeKey === shown.activeKey) {
          apply();
          return;
        }
        // Closing the shown tab leaves its page: only once the page agrees.
        if (!(await mayLeave())) return;
        apply();
        navigate(urlOf(outcome.bar, outcome.bar.activeKey));
      });
    },
    [bar, label, mayDiscardHidden, message, navigate, urlOf],
  );

  return { bar, recent, select, command, titleOf };
}

/** A closed project tab closes the project for the operation screen too (its list of open projects). */
function forgetClosedProjects(before: PageTabBar, after: PageTabBar): void {
  for (const tab of before.tabs) {
    if (tab.projectId !== undefined && !after.tabs.some((kept) => kept.key === tab.key)) {
      closeProject(tab.projectId, null);
    }
  }
}

/**
 * Each tab's title: the page's name, and for a project's tab "step · project" (the full text is the
 * tab's tooltip, as the 206 px tab cuts it short).
 */
function useTabTitles(bar: PageTabBar): (key: string) => string {
  const { t } = useT();
  const pageName = usePageName();
  const projects = useProjectsWithFlow(
    bar.tabs.flatMap((tab) => (tab.projectId === undefined ? [] : [tab.projectId])),
  );
  return (key) => {
    const tab = bar.tabs.find((open) => open.key === key);
    if (!tab) return key;
    const pathname = tab.url.split('?')[0] ?? tab.url;
    if (tab.projectId === undefined) return pageName(pathname);
    const project = projects.get(tab.projectId);
    const step = pageName(pathname, project?.nodes);
    return project ? t('operation.tabTitle', { step, project: project.project.projectName }) : step;
  };
}
