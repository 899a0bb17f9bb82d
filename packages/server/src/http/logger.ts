import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Paths removed from every log line: credentials in headers, and passwords, tokens and hand-over
 * keys wherever an object carrying them is logged (issue 3: never a token or a password in a log).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  'accessToken',
  'providerKey',
  'token',
  '*.password',
  '*.accessToken',
  '*.providerKey',
  '*.token',
  '*.passwordHash',
];

/** The server's pino logger: JSON lines, credentials redacted; `destination` lets tests capture lines. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id of a request: the caller's `x-request-id` when it is a safe token, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
