import {
  closeAll,
  closeLeft,
  closeProjectTab,
  closeRight,
  closeTab,
  isTabBarRefusal,
  type Label,
  normalisePath,
  type TabBar,
} from '@tender/domain';

/**
 * An open page in the multi-tab bar (§2). One bar for both of §2's tab lists: a page outside any project
 * is keyed by its path; the pages of a project in the operation screen share one tab per project, which
 * follows the project from step to step (so opening a project adds no second tab for /manage/operation,
 * and the operation screen needs no bar of its own).
 */
export interface PageTab {
  readonly key: string;
  /** Path and query to go back to. */
  readonly url: string;
  /** The project whose operation screen the tab shows, if any. */
  readonly projectId?: number;
}

export type PageTabBar = TabBar<PageTab>;

export type TabCommand = 'close' | 'close-right' | 'close-left' | 'close-all';

export const EMPTY_TAB_BAR: PageTabBar = { tabs: [], activeKey: '' };

const projectTabKey = (projectId: number) => `project:${projectId}`;

/** The tab a page belongs to: its project's, inside a project's operation screen, else its path's. */
export const tabKeyOf = (pathname: string, projectId: number | null = null): string =>
  projectId === null ? normalisePath(pathname) : projectTabKey(projectId);

/**
 * The bar after a visit: the page's tab is opened at the end or, if open, refreshed and shown. A visit
 * inside a project's operation screen opens or refreshes that project's tab.
 */
export function visit(
  bar: PageTabBar,
  pathname: string,
  search: string,
  projectId: number | null = null,
): PageTabBar {
  const key = tabKeyOf(pathname, projectId);
  const url = normalisePath(pathname) + search;
  const tab: PageTab = projectId === null ? { key, url } : { key, url, projectId };
  const at = bar.tabs.findIndex((open) => open.key === key);
  const tabs = at < 0 ? [...bar.tabs, tab] : bar.tabs.map((open, index) => (index === at ? tab : open));
  return { tabs, activeKey: key };
}

/**
 * The bar with the tab at `address` (the window's path and query) active. A switch of tabs moves the
 * address at once but is drawn later (a transition): a command given in between acts on the tab shown at
 * the address, not on the one the last render drew active. An address no tab holds keeps the bar as it is.
 */
export function shownAt(bar: PageTabBar, address: string): PageTabBar {
  const shown = bar.tabs.find((tab) => tab.url === address);
  return shown === undefined || shown.key === bar.activeKey ? bar : { ...bar, activeKey: shown.key };
}

/** The outcome of a context-menu command (§2): the new bar, or the message the bar shows instead. */
export type TabCommandOutcome = { readonly bar: PageTabBar } | { readonly refusal: Label };

/** Runs a context-menu command on the tab it was opened on, with the domain's tab rules and messages. */
export function runTabCommand(bar: PageTabBar, command: TabCommand, key: string): TabCommandOutcome {
  const closing = bar.tabs.find((tab) => tab.key === key);
  if (command === 'close' && closing?.projectId !== undefined && key === bar.activeKey) {
    return { bar: closeActiveProject(bar, closing.projectId) };
  }
  const result =
    command === 'close'
      ? closeTab(bar, key)
      : command === 'close-right'
        ? closeRight(bar, key)
        : command === 'close-left'
          ? closeLeft(bar, key)
          : closeAll(bar);
  return isTabBarRefusal(result) ? { refusal: result.error } : { bar: result };
}

/**
 * Closing the active project's tab (§2 "Tabs of opened projects"): the last remaining project's tab is
 * shown, or the manage list (opened if need be) when no project remains — domain closeProjectTab.
 */
function closeActiveProject(bar: PageTabBar, projectId: number): PageTabBar {
  const projectIds = bar.tabs.flatMap((tab) => (tab.projectId === undefined ? [] : [tab.projectId]));
  const outcome = closeProjectTab(projectIds, projectId, projectId);
  const rest: PageTabBar = {
    tabs: bar.tabs.filter((tab) => tab.projectId !== projectId),
    activeKey: bar.activeKey,
  };
  if ('navigate' in outcome) {
    const open = rest.tabs.find((tab) => tab.key === outcome.navigate);
    return open ? { ...rest, activeKey: open.key } : visit(rest, outcome.navigate, '');
  }
  return { ...rest, activeKey: projectTabKey(outcome.active as number) };
}
