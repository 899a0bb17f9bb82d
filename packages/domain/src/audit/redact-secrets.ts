/**
 * The one list of what an audit entry never holds: a key naming a password, a password hash, a token, a
 * hand-over key or code, a signature or a secret is redacted wherever it appears, however deep. Keys are
 * compared in lower case without `_` and `-`, so `passwordHash`, `password_hash` and `newPassword` all match.
 */
export const AUDIT_SECRET_KEY_PARTS = [
  'password',
  'token',
  'secret',
  'providerkey',
  'provideraccesscode',
  'signature',
  'credential',
] as const;

/** What a redacted value is replaced with: the entry still shows that the field changed. */
export const REDACTED = '[redacted]';

export function isSecretKey(key: string): boolean {
  const plain = key.toLowerCase().replace(/[_-]/g, '');
  return AUDIT_SECRET_KEY_PARTS.some((part) => plain.includes(part));
}

/** A copy of the value with every secret key's value replaced by REDACTED. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, isSecretKey(key) ? REDACTED : redactSecrets(field)]),
  );
}

type Fields = Readonly<Record<string, unknown>>;

/**
 * The fields a change touched, before and after (a create has no before, a delete no after), secrets
 * redacted. A field is unchanged when both sides hold the same JSON; undefined counts as absent.
 */
export function changedFields(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const redact = (fields: Record<string, unknown>) => redactSecrets(fields) as Record<string, unknown>;
  if (!before || !after) {
    return {
      before: before ? redact(defined(before)) : null,
      after: after ? redact(defined(after)) : null,
    };
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (before[key] !== undefined) was[key] = before[key];
    if (after[key] !== undefined) is[key] = after[key];
  }
  return { before: redact(was), after: redact(is) };
}

function defined(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
