/**
 * How the mappers read column values the same way on both drivers: times become ISO strings (a
 * timestamptz is a Date from pg and PGlite alike, a string only where a query cast it), and jsonb may
 * come back as text, which is parsed.
 */

/** A timestamp column as an ISO string; null stays null. */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null): string | null;
export function isoTime(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** A jsonb column's value: parsed by pg and PGlite alike; text is tolerated and parsed. */
export function jsonValue(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
