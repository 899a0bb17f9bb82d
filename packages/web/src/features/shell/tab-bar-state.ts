import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  isTabBarRefusal,
  type Label,
  normalisePath,
  type TabBar,
} from '@tender/domain';

/** An open page in the multi-tab bar: keyed by its path, remembering the query it was last shown with. */
export interface PageTab {
  readonly key: string;
  /** Path and query to go back to. */
  readonly url: string;
}

export type PageTabBar = TabBar<PageTab>;

export type TabCommand = 'close' | 'close-right' | 'close-left' | 'close-all';

export const EMPTY_TAB_BAR: PageTabBar = { tabs: [], activeKey: '' };

/** The bar after a visit: the page's tab is opened at the end or, if open, refreshed and shown. */
export function visit(bar: PageTabBar, pathname: string, search: string): PageTabBar {
  const key = normalisePath(pathname);
  const tab = { key, url: key + search };
  const at = bar.tabs.findIndex((open) => open.key === key);
  const tabs = at < 0 ? [...bar.tabs, tab] : bar.tabs.map((open, index) => (index === at ? tab : open));
  return { tabs, activeKey: key };
}

/** The outcome of a context-menu command (§2): the new bar, or the message the bar shows instead. */
export type TabCommandOutcome = { readonly bar: PageTabBar } | { readonly refusal: Label };

/** Runs a context-menu command on the tab it was opened on, with the domain's tab rules and messages. */
export function runTabCommand(bar: PageTabBar, command: TabCommand, key: string): TabCommandOutcome {
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
