import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, type To, useNavigate } from 'react-router-dom';

/** Asks whether the page may be left; resolves true to leave. */
export type LeaveQuestion = () => Promise<boolean>;

/**
 * The one page that may not be left silently right now (a form with unsaved changes), and how it asks.
 * The app's own moves — links, the menu, the tabs — consult it; the browser's (reload, close, a typed
 * address) are the page's own beforeunload prompt. One at a time: only one page is shown.
 */
let question: LeaveQuestion | null = null;

/** Whether the shown page may be left: asks it if it set a guard, else yes at once. */
export async function mayLeave(): Promise<boolean> {
  if (!question) return true;
  const leave = await question();
  if (leave) question = null;
  return leave;
}

/** While `active`, moves inside the app ask `ask` first (see mayLeave). */
export function useLeaveGuard(active: boolean, ask: LeaveQuestion): void {
  const latest = useRef(ask);
  latest.current = ask;
  useEffect(() => {
    if (!active) return;
    const mine: LeaveQuestion = () => latest.current();
    question = mine;
    return () => {
      if (question === mine) question = null;
    };
  }, [active]);
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
