import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import { boundedLogDestination } from './logger';

export type LogFormat = 'json' | 'pretty';

/**
 * JSON lines for machines (a log shipper, a pipe, production); readable lines for a person at a terminal.
 * LOG_FORMAT decides when set; otherwise a terminal outside production gets readable lines.
 */
export function chosenLogFormat(
  configured: LogFormat | undefined,
  where: { readonly isTerminal: boolean; readonly production: boolean },
): LogFormat {
  return configured ?? (where.isTerminal && !where.production ? 'pretty' : 'json');
}

/** Where the lines go: stdout (fd 1) by default, or a stream (the tests). */
export function logDestination(
  format: LogFormat,
  destination: number | NodeJS.WritableStream = 1,
): DestinationStream {
  if (format === 'json') {
    return typeof destination === 'number'
      ? boundedLogDestination(destination)
      : (destination as DestinationStream);
  }
  return pretty({
    destination,
    colorize: typeof destination === 'number' && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
}
