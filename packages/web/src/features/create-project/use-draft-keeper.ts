import { useEffect, useRef } from 'react';
import type { ProjectFormValues } from './project-form-values';

/** How long after the last change the draft is kept. */
const DRAFT_DELAY_MS = 800;

/**
 * Keeps the form's values through `onDraft`: shortly after changes, at once on demand, and on unmount or
 * when the page goes (pagehide) while a change is pending. `cancel` drops a pending keep (the project was saved: no draft is left).
 */
export function useDraftKeeper(
  values: () => ProjectFormValues,
  onDraft: ((values: ProjectFormValues, explicit: boolean) => void) | undefined,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Through a ref, so the unmount flush below runs with the latest values and callback.
  const keep = useRef<(explicit: boolean) => void>(() => undefined);
  keep.current = (explicit: boolean) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    onDraft?.(values(), explicit);
  };
  const keepNow = (explicit: boolean) => keep.current(explicit);
  useEffect(() => {
    const flushPending = () => {
      if (timer.current !== undefined) keep.current(false);
    };
    // A reload, a typed address or a closed tab unmounts nothing: what was typed in the last moments
    // is kept as the page goes.
    window.addEventListener('pagehide', flushPending);
    return () => {
      window.removeEventListener('pagehide', flushPending);
      flushPending();
    };
  }, []);
  return {
    keepNow,
    schedule: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => keepNow(false), DRAFT_DELAY_MS);
    },
    cancel: () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
  };
}
