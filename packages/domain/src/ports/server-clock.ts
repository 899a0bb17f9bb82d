/** The server's standard time, kept in sync with tools/getServerTime (§7, §9). */
export interface ServerClock {
  /** Server time now, in epoch milliseconds. */
  now(): number;
  /** Re-reads the server time. */
  sync(): Promise<void>;
}
export const ServerClock = Symbol.for('tender.ServerClock');
