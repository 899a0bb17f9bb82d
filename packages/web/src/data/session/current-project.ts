import { parseQuery } from '@tender/domain';

// The project the operation screen works on (§2 Menus: "Entering a manage-type path with no current
// project selected redirects to /manage/index"). It lives for the browser tab, like the open project
// tabs; the operation screen (a later issue) selects it, the shell only reads it and clears it on logout.
const KEY = 'tender.currentProjectId';

export function storedCurrentProjectId(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeCurrentProjectId(id: string | number | null): void {
  try {
    if (id === null) globalThis.sessionStorage?.removeItem(KEY);
    else globalThis.sessionStorage?.setItem(KEY, String(id));
  } catch {
    // Not remembered: the next manage-type visit without ?id= goes to the manage list.
  }
}

/** The selected project: the `id` query parameter of the visit, else the one chosen earlier in this tab. */
export function currentProjectId(search: string): string | null {
  const fromQuery = parseQuery(search).id;
  return fromQuery ? fromQuery : storedCurrentProjectId();
}
