/** The server clock is synchronised again once local time has drifted further than this (ms, §9). */
export const CLOCK_RESYNC_DRIFT_MS = 2_000;
/** The server's standard time, kept in sync with tools/getServerTime (§7, §9). */
export interface ServerClock {
  /** Server time now, in epoch milliseconds. */
  now(): number;
  /** Re-reads the server time. */
  sync(): Promise<void>;
}
export const ServerClock = Symbol.for('tender.ServerClock');
