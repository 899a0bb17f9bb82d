import { expect } from 'vitest';

/** A message the sign-in WebSocket sent: an ABP envelope with a list, or a failure. */
export interface FeedMessage {
  success: boolean;
  result: { totalCount: number; items: Array<Record<string, unknown> & { supplierName: string }> } | null;
  error: { code: string; message: string; validationErrors: { members: string[] }[] | null } | null;
  unAuthorizedRequest: boolean;
}

/**
 * A client of `GET /middleware/signIn` over Node's built-in WebSocket — the browser's API, so these
 * tests also show that a browser can speak the protocol (no header, the token in the first message).
 */
export interface FeedClient {
  readonly messages: FeedMessage[];
  /** Resolves with the close code once the socket closed. */
  readonly closed: Promise<number>;
  /** Sends an object as JSON, a string as it is. */
  send(message: object | string): void;
  close(): void;
  /** Waits until at least `count` messages arrived and returns the last one. */
  nth(count: number): Promise<FeedMessage>;
}

export function signInFeedUrl(baseUrl: string, query: Record<string, string | number> = {}): string {
  const url = new URL('/middleware/signIn', baseUrl.replace(/^http/, 'ws'));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

export async function connectFeed(url: string): Promise<FeedClient> {
  const socket = new WebSocket(url);
  const messages: FeedMessage[] = [];
  socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener('close', (event) => resolve(event.code)),
  );
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`could not connect to ${url}`)), { once: true });
  });
  return {
    messages,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => socket.close(1000),
    async nth(count) {
      await expect.poll(() => messages.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
      return messages[count - 1] as FeedMessage;
    },
  };
}

/** The getPaged of §7 for a project's sign-ins. */
export function getPaged(projectId: number, overrides: Record<string, unknown> = {}) {
  return {
    method: 'getPaged',
    params: {
      Filter: `type=signIn,projectId=${projectId}`,
      Sorting: 'signInTime desc',
      MaxResultCount: 500,
      SkipCount: 0,
      ...overrides,
    },
  };
}

export function authenticate(token: string, tenantId?: number) {
  return { method: 'authenticate', params: { token, ...(tenantId !== undefined ? { tenantId } : {}) } };
}

/** Connects, authenticates and subscribes to a project's list; resolves once the first list arrived. */
export async function subscribedFeed(baseUrl: string, token: string, projectId: number, tenantId?: number) {
  const client = await connectFeed(signInFeedUrl(baseUrl, { id: 'r-1', userName: 'admin', projectId }));
  client.send(authenticate(token, tenantId));
  client.send(getPaged(projectId));
  const first = await client.nth(1);
  if (!first.success) throw new Error(`subscription refused: ${JSON.stringify(first.error)}`);
  return client;
}
