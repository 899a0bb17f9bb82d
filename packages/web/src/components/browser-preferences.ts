/**
 * UI preferences that are not display settings (the language, the sidebar's collapsed state) in
 * localStorage. Storage may be missing or full (private windows, quotas): a preference then simply
 * is not remembered, which must never break the page.
 */
export function readPreference(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not remembered; see above.
  }
}

/** Empties local storage but for `kept` (preferences of the browser rather than of the user). */
export function clearStorageExcept(kept: readonly string[]): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const keep = kept.flatMap((key) => {
      const value = storage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    storage.clear();
    for (const [key, value] of keep) storage.setItem(key, value);
  } catch {
    // No storage, nothing to clear.
  }
}
