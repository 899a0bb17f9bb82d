import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router-dom';

/** Asks whether the page may be left; resolves true to leave. */
export type LeaveQuestion = () => Promise<boolean>;

/**
 * The one page that may not be left silently right now (a form with unsaved changes), and how it asks.
 * The app's own moves — links, the menu, the tabs — consult it; the browser's (reload, close, a typed
 * address) are the page's own beforeunload prompt. One at a time: only one page is shown.
 */
let question: LeaveQuestion | null = null;
/** The multi-tab bar's tab of the page that set `question`, if the bar is on. */
let questionTab: string | null = null;

/**
 * The multi-tab bar's tab a page is drawn in (kept-pages-outlet.tsx provides it), null without the bar.
 * A hidden tab's page keeps its unsaved changes, but not its guard: React stops a hidden page's effects.
 */
export const PageTabContext = createContext<string | null>(null);

/**
 * The tabs whose page holds unsaved changes, as their page last said while shown: a page hidden by the tab
 * bar keeps its mark, so closing its tab, dropping it from the kept pages or reloading the window asks first.
 */
const unsavedTabs = new Set<string>();

/** Whether the page of tab `key` holds unsaved changes. */
export function isTabUnsaved(key: string): boolean {
  return unsavedTabs.has(key);
}

/** Whether any tab's page holds unsaved changes. */
export function anyTabUnsaved(): boolean {
  return unsavedTabs.size > 0;
}

/** The tabs have gone, their pages with them: nothing of theirs is unsaved any more. */
export function forgetTabs(keys: Iterable<string>): void {
  for (const key of keys) unsavedTabs.delete(key);
}

/** Whether the shown page may be left: asks it if it set a guard, else yes at once. */
export async function mayLeave(): Promise<boolean> {
  if (!question) return true;
  const leave = await question();
  if (leave) {
    question = null;
    // Its page lets its changes go: its tab holds nothing unsaved once another page replaces it.
    if (questionTab !== null) unsavedTabs.delete(questionTab);
  }
  return leave;
}

/** While `active`, moves inside the app ask `ask` first (see mayLeave). */
export function useLeaveGuard(active: boolean, ask: LeaveQuestion): void {
  const latest = useRef(ask);
  latest.current = ask;
  const tab = useContext(PageTabContext);
  useEffect(() => {
    // Runs only while the page is shown: hiding it stops the guard below, not the mark.
    if (tab !== null) {
      if (active) unsavedTabs.add(tab);
      else unsavedTabs.delete(tab);
    }
    if (!active) return;
    const mine: LeaveQuestion = () => latest.current();
    question = mine;
    questionTab = tab;
    return () => {
      if (question === mine) question = null;
    };
  }, [active, tab]);
}

/** `navigate`, but only once the shown page agrees to be left. */
export function useGuardedNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      void mayLeave().then((leave) => {
        if (leave) navigate(to, options);
      });
    },
    [navigate],
  );
}

/**
 * Holds back a click on an in-app link while a guard is set, and follows it once the page agrees. Listens
 * on the document in the capture phase, so it runs before the router's own click handling.
 */
export function useGuardedLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!question || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === '_blank' ||
        anchor.hasAttribute('download')
      )
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      void mayLeave().then((leave) => {
        if (leave) navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
}
