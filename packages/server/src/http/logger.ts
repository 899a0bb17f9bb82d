import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Paths removed from every log line: credentials in headers, and passwords, tokens and hand-over
 * keys wherever an object carrying them is logged: a token or a password never reaches a log.
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

/** How much log output may wait for a slow reader of stdout before lines are dropped. */
export const MAX_BUFFERED_LOG_BYTES = 16 * 1024 * 1024;

/**
 * Log lines to a file descriptor, written asynchronously (pino's default for stdout) but with a bound:
 * pino's own stdout buffer has none, so a log reader that stalls (a full pipe, a stuck shipper) would
 * grow the server's memory until it dies. Past the bound, lines are dropped and counted instead.
 */
export function boundedLogDestination(fd: number, maxBufferedBytes = MAX_BUFFERED_LOG_BYTES) {
  return pino.destination({ dest: fd, sync: false, maxLength: maxBufferedBytes });
}

type DropReporting = DestinationStream & {
  on(event: 'drop' | 'drain', listener: () => void): unknown;
};

/** The server's pino logger: JSON lines, credentials redacted; `destination` lets tests capture lines. */
export function createLogger(
  level: string,
  destination: DestinationStream = boundedLogDestination(1),
): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  const logger = pino(options, destination);
  if ('on' in destination) reportDrops(destination as DropReporting, logger);
  return logger;
}

/** Once the reader has caught up, says how many lines were lost while it had not. */
function reportDrops(destination: DropReporting, logger: Logger): void {
  let dropped = 0;
  destination.on('drop', () => {
    dropped++;
  });
  destination.on('drain', () => {
    if (dropped === 0) return;
    const droppedLines = dropped;
    dropped = 0;
    logger.warn({ droppedLines }, 'dropped log lines: the log output was not read fast enough');
  });
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id of a request: the caller's `x-request-id` when it is a safe token, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
