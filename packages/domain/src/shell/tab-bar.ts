import type { Label } from '../shared/labels';
import { SHELL_PATHS } from './routes';

/** The messages of the multi-tab bar's context menu (§2 Operation screen). */
export const TAB_MESSAGES = {
  lastTab: { en: 'this is the last tab and it cannot be closed', zh: '这是最后一个标签页，不能再关闭了' },
  noLeftTabs: { en: 'there are no tabs on the left', zh: '左侧没有标签页' },
  noRightTabs: { en: 'there are no tabs on the right', zh: '右侧没有标签页' },
} as const satisfies Record<string, Label>;

/** An open tab; the web app keys tabs by route path and adds what it shows. */
export interface Tab {
  readonly key: string;
}

/** The open tabs in bar order and the key of the one shown. */
export interface TabBar<T extends Tab = Tab> {
  readonly tabs: readonly T[];
  readonly activeKey: string;
}

/** A refused close, with the message the bar shows instead (§2). */
export interface TabBarRefusal {
  readonly error: Label;
}

export type TabBarResult<T extends Tab = Tab> = TabBar<T> | TabBarRefusal;

/** Whether a tab operation was refused. */
export function isTabBarRefusal<T extends Tab>(result: TabBarResult<T>): result is TabBarRefusal {
  return 'error' in result;
}

// The context menu acts on the tab it was opened on, which need not be the active one.
const indexOf = <T extends Tab>(bar: TabBar<T>, key: string) => bar.tabs.findIndex((tab) => tab.key === key);

/**
 * Close one tab ("close current", §2); the last tab cannot be closed. Closing the active tab shows the
 * tab that takes its place (its right neighbour, else its left one), as browsers do. An unknown key
 * changes nothing.
 */
export function closeTab<T extends Tab>(bar: TabBar<T>, key: string = bar.activeKey): TabBarResult<T> {
  if (bar.tabs.length <= 1) return { error: TAB_MESSAGES.lastTab };
  const at = indexOf(bar, key);
  if (at < 0) return bar;
  const tabs = bar.tabs.filter((_, index) => index !== at);
  if (key !== bar.activeKey) return { tabs, activeKey: bar.activeKey };
  const next = tabs[Math.min(at, tabs.length - 1)] as T;
  return { tabs, activeKey: next.key };
}

/** Close the tabs right of `key` (§2 "close right"); refused when there are none. Shows `key` if the active tab went. */
export function closeRight<T extends Tab>(bar: TabBar<T>, key: string = bar.activeKey): TabBarResult<T> {
  const at = indexOf(bar, key);
  if (at < 0 || at === bar.tabs.length - 1) return { error: TAB_MESSAGES.noRightTabs };
  return keep(bar, bar.tabs.slice(0, at + 1), key);
}

/** Close the tabs left of `key` (§2 "close left"); refused when there are none. Shows `key` if the active tab went. */
export function closeLeft<T extends Tab>(bar: TabBar<T>, key: string = bar.activeKey): TabBarResult<T> {
  const at = indexOf(bar, key);
  if (at <= 0) return { error: TAB_MESSAGES.noLeftTabs };
  return keep(bar, bar.tabs.slice(at), key);
}

/**
 * Close all tabs (§2 "close all"). The router always shows a page, so one tab stays: the home tab when it
 * is open, otherwise the active tab; it becomes active. With one tab open this is the last-tab refusal.
 */
export function closeAll<T extends Tab>(bar: TabBar<T>, homeKey: string = SHELL_PATHS.home): TabBarResult<T> {
  if (bar.tabs.length <= 1) return { error: TAB_MESSAGES.lastTab };
  const kept =
    bar.tabs.find((tab) => tab.key === homeKey) ?? bar.tabs.find((tab) => tab.key === bar.activeKey);
  // An active key that names no tab leaves the first tab, so the bar never ends up empty.
  const survivor = kept ?? (bar.tabs[0] as T);
  return { tabs: [survivor], activeKey: survivor.key };
}

function keep<T extends Tab>(bar: TabBar<T>, tabs: readonly T[], fallbackKey: string): TabBar<T> {
  const activeKept = tabs.some((tab) => tab.key === bar.activeKey);
  return { tabs, activeKey: activeKept ? bar.activeKey : fallbackKey };
}
