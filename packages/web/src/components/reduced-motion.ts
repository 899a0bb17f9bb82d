import { useSyncExternalStore } from 'react';

/** The media query of a user who asked their system for less motion (WCAG 2.3.3 Animation from Interactions). */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION);
}

/** Whether the user asks for less motion now. */
function prefersReducedMotion(): boolean {
  return query()?.matches === true;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the user asks for less motion, following the system setting while the page is open: antd's
 * zooms, slides and fades are then off (app-providers.tsx), and the charts draw without animating.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
