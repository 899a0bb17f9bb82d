/**
 * Whether a failure means the database cannot be reached right now (a restart, a lost or refused
 * connection, no free connection in time), as opposed to a fault of the request or of the code: the
 * request is answered 503 with Retry-After, and the client may try again once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const { code, message } = cause as Error & { code?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (LOST_CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** Socket errors, and PostgreSQL's shutdown classes (57P01–57P03); class 08 is a connection exception. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);

/** What node-postgres says when a connection is lost or none came in time. */
const LOST_CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** Seconds a client is told to wait before it tries again: about how long a restart takes. */
export const DATABASE_RETRY_AFTER_S = 5;
