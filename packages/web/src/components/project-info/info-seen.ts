// Which projects' information a user has already been shown (§2: the info drawer opens by itself and
// collapses after 2 s, §9). Once per user and project is enough: after that it opens only when asked.
// Kept in local storage, which logout clears (§2), under one key per user.
const keyOf = (userId: number | string) => `tender.projectInfoSeen.${userId}`;

function seenIds(userId: number | string): number[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Whether the user has been shown this project's information drawer before. */
export function hasSeenProjectInfo(userId: number | string, projectId: number): boolean {
  return seenIds(userId).includes(projectId);
}

/** Remembers that the user has been shown this project's information drawer. */
export function markProjectInfoSeen(userId: number | string, projectId: number): void {
  const ids = seenIds(userId);
  if (ids.includes(projectId)) return;
  try {
    globalThis.localStorage?.setItem(keyOf(userId), JSON.stringify([...ids, projectId]));
  } catch {
    // Not remembered: the drawer opens by itself again next time, as before.
  }
}
