import { SHELL_PATHS } from './routes';

/** The project tabs of the operation screen: open project ids in tab order and the one shown (§2). */
export interface ProjectTabs<Id extends string | number = number> {
  readonly open: readonly Id[];
  readonly active: Id | null;
}

/** Closing the only open project leaves the operation screen for the manage list (§2). */
export interface LeaveForManageList {
  readonly navigate: typeof SHELL_PATHS.manageList;
}

/**
 * Close a project tab (§2 Operation screen): "Closing the active tab switches to the last remaining tab,
 * or to the manage list if none remain." Closing an inactive tab keeps the active one.
 */
export function closeProjectTab<Id extends string | number>(
  openProjectIds: readonly Id[],
  activeId: Id | null,
  closingId: Id,
): ProjectTabs<Id> | LeaveForManageList {
  const open = openProjectIds.filter((id) => id !== closingId);
  if (open.length === 0) return { navigate: SHELL_PATHS.manageList };
  // An active id that is no longer open is as good as closed: show the last tab too.
  const activeStays = activeId !== closingId && activeId !== null && open.includes(activeId);
  return { open, active: activeStays ? activeId : (open[open.length - 1] as Id) };
}

/** Open a project in the operation screen (§2): a new tab goes last, an open one is just shown; no duplicates. */
export function openProjectTab<Id extends string | number>(open: readonly Id[], id: Id): ProjectTabs<Id> {
  return { open: open.includes(id) ? [...open] : [...open, id], active: id };
}
