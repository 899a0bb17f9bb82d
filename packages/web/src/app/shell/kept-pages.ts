import type { PageTabBar } from './tab-bar-state';

/**
 * How many pages of the multi-tab bar stay alive hidden behind the shown one. Each keeps its whole
 * React tree and its DOM in memory (a step page with its tables and rich-text editors weighs a few MB),
 * and comes back as it was left. Eight is more than a person switches between in a sitting (the
 * workbench, a list or two, a few projects), and keeps a day of opening tabs from growing the page
 * without end: past it, the least recently shown page is let go and loads afresh when its tab is chosen.
 */
export const KEPT_HIDDEN_PAGES = 8;

/**
 * The open tabs' keys, most recently shown first, after `bar` shows its active tab: the active key moves
 * to the front, closed tabs drop out.
 */
export function recentlyShown(recent: readonly string[], bar: PageTabBar): readonly string[] {
  const open = new Set(bar.tabs.map((tab) => tab.key));
  const active = open.has(bar.activeKey) ? [bar.activeKey] : [];
  return [...active, ...recent.filter((key) => key !== bar.activeKey && open.has(key))];
}

/**
 * The tabs whose pages are kept, in the bar's order (a page's DOM never moves, so nothing inside it
 * loses its scroll): the shown page `current`, even before the bar has its tab, the KEPT_HIDDEN_PAGES
 * most recently shown open others, and beyond them every page holding unsaved changes — letting one go
 * would lose what the user typed without asking.
 */
export function keptPageKeys(
  current: string,
  recent: readonly string[],
  bar: PageTabBar,
  isUnsaved: (key: string) => boolean = () => false,
): readonly string[] {
  const open = bar.tabs.map((tab) => tab.key);
  const others = recent.filter((key) => key !== current && open.includes(key));
  const hidden = [
    ...others.slice(0, KEPT_HIDDEN_PAGES),
    ...others.slice(KEPT_HIDDEN_PAGES).filter(isUnsaved),
  ];
  const kept = new Set([current, ...hidden]);
  return [...open.filter((key) => kept.has(key)), ...(open.includes(current) ? [] : [current])];
}
