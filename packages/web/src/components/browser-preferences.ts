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
