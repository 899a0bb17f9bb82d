import { closeProjectTab, openProjectTab } from '@tender/domain';
import { useSyncExternalStore } from 'react';

// The projects open as tabs of the operation screen (§2), for the life of the browser tab — like the
// current project (data/session/current-project.ts), so a reload keeps them and a new window starts
// clean.
const KEY = 'tender.openProjectIds';
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: readonly number[] } = { raw: null, ids: [] };

function read(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is number => Number.isInteger(id) && id > 0);
  } catch {
    ids = [];
  }
  cache = { raw, ids };
  return ids;
}

function write(ids: readonly number[]): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Not remembered past this page; the tabs still work until a reload.
  }
  cache = { raw: JSON.stringify(ids), ids };
  for (const listener of listeners) listener();
}

/** Adds a project's tab (last, once) — domain `openProjectTab`. */
export function openProject(id: number): void {
  write(openProjectTab(read(), id).open);
}

/** Closes a tab; the domain decides what is shown next: the last remaining tab, or the manage list. */
export function closeProject(id: number, activeId: number | null) {
  const outcome = closeProjectTab(read(), activeId, id);
  write('open' in outcome ? outcome.open : []);
  return outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open project ids, in tab order; re-renders when a tab opens or closes. */
export function useOpenProjects(): readonly number[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
