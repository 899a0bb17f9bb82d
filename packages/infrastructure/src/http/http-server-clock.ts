import { CLOCK_RESYNC_DRIFT_MS, type ServerClock, UnavailableError } from '@tender/domain';
import type { HttpClient } from './http-client';

export interface ServerClockOptions {
  /** The local wall clock (epoch ms): Date.now unless a test moves time. */
  readonly wallClock?: () => number;
  /** A monotonic clock (ms): performance.now unless a test moves time. Unaffected by clock changes. */
  readonly monotonic?: () => number;
  /** Re-sync once wall and monotonic time disagree by more than this (§9: 2 s). */
  readonly resyncDriftMs?: number;
  /** Told of a background re-sync that failed. */
  readonly onSyncError?: (error: unknown) => void;
  /** After a failed background sync, now() waits this long before trying again (ms), so a clock redrawn
   * every animation frame does not send a request per frame while the server is down. */
  readonly retryDelayMs?: number;
}

const DEFAULT_RETRY_DELAY_MS = 5_000;

interface Sync {
  /** Server minus local wall time (ms). */
  readonly offset: number;
  readonly wallAt: number;
  readonly monotonicAt: number;
}

/**
 * The server's standard time for the header clock and countdowns (§1, §7 tools/getServerTime, §9).
 * now() is local time plus the offset measured at the last sync. When the local clock is changed or the
 * machine sleeps, wall-clock time and monotonic time stop agreeing; once they differ by more than 2 s
 * the offset is stale, so now() starts a re-sync in the background.
 */
export class HttpServerClock implements ServerClock {
  private last: Sync | undefined;
  private inFlight: Promise<void> | undefined;
  private readonly wall: () => number;
  private readonly monotonic: () => number;
  private readonly driftMs: number;
  private failure: unknown;
  private failedAt: number | undefined;

  constructor(
    private readonly middleware: Pick<HttpClient, 'get'>,
    private readonly options: ServerClockOptions = {},
  ) {
    this.wall = options.wallClock ?? Date.now;
    this.monotonic = options.monotonic ?? (() => performance.now());
    this.driftMs = options.resyncDriftMs ?? CLOCK_RESYNC_DRIFT_MS;
  }

  /** Server time now (epoch ms); local time until the first sync has answered. */
  now(): number {
    const wall = this.wall();
    const last = this.last;
    if (!last) {
      this.syncInBackground();
      return wall;
    }
    if (Math.abs(this.drift(last, wall)) > this.driftMs) this.syncInBackground();
    return wall + last.offset;
  }

  /** How far the local clock has moved against real elapsed time since the last sync (ms). */
  drift(last: Sync, wall = this.wall()): number {
    return wall - last.wallAt - (this.monotonic() - last.monotonicAt);
  }

  /** The error of the last background re-sync, until one succeeds. */
  get lastSyncError(): unknown {
    return this.failure;
  }

  get synced(): boolean {
    return this.last !== undefined;
  }

  /** Reads the server time; concurrent callers share one request. */
  sync(): Promise<void> {
    this.inFlight ??= this.fetch().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private syncInBackground(): void {
    if (this.inFlight) return;
    const retryDelay = this.options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    if (this.failedAt !== undefined && this.monotonic() - this.failedAt < retryDelay) return;
    this.sync().then(
      () => {
        this.failure = undefined;
        this.failedAt = undefined;
      },
      (error: unknown) => {
        this.failure = error;
        this.failedAt = this.monotonic();
        this.options.onSyncError?.(error);
      },
    );
  }

  private async fetch(): Promise<void> {
    const sentWall = this.wall();
    const sentMonotonic = this.monotonic();
    const reply = await this.middleware.get('/tools/getServerTime');
    const roundTrip = this.monotonic() - sentMonotonic;
    const serverTime = serverTimeOf(reply);
    // The server read its clock about half-way through the round trip.
    const localAtRead = sentWall + roundTrip / 2;
    this.last = {
      offset: serverTime - localAtRead,
      wallAt: this.wall(),
      monotonicAt: this.monotonic(),
    };
  }
}

/** The server time in `{success, message}` (§7): epoch ms, or a date text with or without a zone. */
export function serverTimeOf(reply: unknown): number {
  const { success, message } = (reply ?? {}) as { success?: unknown; message?: unknown };
  if (success !== true) {
    throw new UnavailableError('The middleware service could not tell the server time');
  }
  const time =
    typeof message === 'number'
      ? message
      : typeof message === 'string' && /^\d+$/.test(message.trim())
        ? Number(message)
        : typeof message === 'string'
          ? Date.parse(message.trim().replace(' ', 'T'))
          : Number.NaN;
  if (!Number.isFinite(time)) {
    throw new UnavailableError(
      `The middleware service sent a server time that is not a time: ${String(message)}`,
    );
  }
  return time;
}
