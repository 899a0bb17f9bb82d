// `import` is spelled as a template literal only because scripts/check-boundaries.mjs reads the
// quoted word followed by a quote as an import statement.
/** The UI action keys of the permission action list (§6). */
export const ACTION_KEYS = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  `import`,
  'export',
] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

/** An action to check: a bare key ('edit') or a key scoped to a permission id ('project.edit'). */
export type ActionCheck = ActionKey | `${string}.${ActionKey}`;

interface ParsedAction {
  readonly id?: string;
  readonly key: ActionKey;
}

function isActionKey(value: string): value is ActionKey {
  return (ACTION_KEYS as readonly string[]).includes(value);
}

/**
 * Reads 'key' or 'id.key'. The id is one non-empty segment without dots; the key must be one of
 * ACTION_KEYS. Anything else is not an action, so it can neither be granted nor checked.
 */
export function parseAction(text: string): ParsedAction | undefined {
  const parts = text.split('.');
  if (parts.length === 1) return isActionKey(parts[0]!) ? { key: parts[0] as ActionKey } : undefined;
  if (parts.length !== 2) return undefined;
  const [id, key] = parts as [string, string];
  return id !== '' && isActionKey(key) ? { id, key } : undefined;
}

/**
 * Whether a UI action is in the user's permission action list (§6; actions not in it are hidden).
 *
 * Each granted entry is either a bare key ('edit', granted for every permission id) or 'id.key'
 * (granted for that id only). A check of a bare key needs a bare grant; a check of 'id.key' is met by
 * 'id.key' or by the bare 'key'. Matching is exact and case-sensitive; malformed entries and checks
 * (unknown keys, empty ids, more than one dot) never match — the rule fails closed.
 */
export function hasActionPermission(granted: readonly string[], action: string): boolean {
  const wanted = parseAction(action);
  if (!wanted) return false;
  return granted.some((entry) => {
    const grant = parseAction(entry);
    if (!grant || grant.key !== wanted.key) return false;
    return grant.id === undefined || grant.id === wanted.id;
  });
}
