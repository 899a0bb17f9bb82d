import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { outsideEveryRequest } from './request-units';

/** Who is told of the notifications of one channel. */
export interface NotificationListener {
  onNotification(payload: string): void;
  /** The connection to the database dropped; notifications are lost until it is back. */
  onConnectionLost?(error: Error): void;
  /** The connection is back after a loss: whatever was notified in between is lost, so refresh. */
  onReconnected?(): void;
}

/**
 * PostgreSQL's LISTEN/NOTIFY as a capability of an open database (ADR 0004: a change made by one
 * server process reaches the WebSocket clients of every process sharing the database).
 */
export interface DatabaseNotifications {
  /** Resolves once listening; the function it returns stops this listener. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
}

/**
 * Embedded: PGlite delivers the notifications of its own queries (one process, one connection). It calls
 * the listener while the writing query's commit is still running, in that request's async context: the
 * listener's own queries (a socket re-reading its list, re-checking its token) must not join that
 * request's unit of work (ADR 0012), whose connection is being released under them.
 */
export function pgliteNotifications(pglite: PGlite): DatabaseNotifications {
  return {
    async listen(channel, listener) {
      const stop = await pglite.listen(channel, (payload) =>
        outsideEveryRequest(() => listener.onNotification(payload)),
      );
      // Closing the database ends every LISTEN with it.
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
  };
}

export interface PostgresNotificationsOptions {
  /** Names the listening session in pg_stat_activity (tests find and terminate it by this). */
  readonly applicationName?: string;
  /** First reconnect delay (ms), doubling per failed attempt up to maxDelayMs. */
  readonly initialDelayMs?: number;
  readonly maxDelayMs?: number;
}

/**
 * PostgreSQL: one dedicated connection per process, outside the pool (a pooled connection would
 * be handed to queries and its LISTEN lost). A dropped connection is re-opened with backoff, every
 * channel listened to again, and the listeners told so that they refresh what they may have missed.
 */
export class PostgresNotifications implements DatabaseNotifications {
  private readonly channels = new Map<string, Set<NotificationListener>>();
  /** The connection in use or being opened. */
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly options: PostgresNotificationsOptions = {},
  ) {}

  async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The database notifications are closed');
    const listeners = this.channels.get(channel) ?? new Set();
    listeners.add(listener);
    this.channels.set(channel, listeners);
    const client = await this.connection();
    // LISTEN is idempotent within a session, so a channel already listened to at connect is harmless.
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
    return async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.channels.get(channel) !== listeners) return;
      this.channels.delete(channel);
      await this.client?.query(`unlisten ${this.client.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  /** Stops listening for good and closes the connection. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await this.connecting?.catch(() => {});
    await client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.connecting) return this.connecting;
    if (this.client) return Promise.resolve(this.client);
    return this.connect();
  }

  private connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: this.options.applicationName ?? 'tender-notifications',
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? []) {
        // The listening connection may have been opened by a request: its events are no request's.
        outsideEveryRequest(() => listener.onNotification(message.payload ?? ''));
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('The notification connection ended')));
    const connecting = (async () => {
      await client.connect();
      for (const channel of this.channels.keys()) {
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      }
      this.attempt = 0;
      return client;
    })();
    this.connecting = connecting;
    const settled = () => {
      if (this.connecting === connecting) this.connecting = undefined;
    };
    connecting.then(settled, (error: unknown) => {
      settled();
      this.lost(client, error instanceof Error ? error : new Error(String(error)));
    });
    return connecting;
  }

  /** Called once per dropped connection (error and end both fire): schedules the next attempt. */
  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    if (this.closed) return;
    for (const listener of this.allListeners()) listener.onConnectionLost?.(error);
    const delay = Math.min(
      this.options.maxDelayMs ?? 5_000,
      (this.options.initialDelayMs ?? 100) * 2 ** this.attempt,
    );
    this.attempt++;
    this.retry = setTimeout(() => {
      if (this.closed) return;
      this.connect().then(
        () => {
          for (const listener of this.allListeners()) listener.onReconnected?.();
        },
        // The failed attempt has already scheduled the next one.
        () => {},
      );
    }, delay);
  }

  private allListeners(): NotificationListener[] {
    return [...this.channels.values()].flatMap((listeners) => [...listeners]);
  }
}
