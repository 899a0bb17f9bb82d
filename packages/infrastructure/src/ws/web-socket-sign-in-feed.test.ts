import type { AddressInfo } from 'node:net';
import { NotFoundError, type Paged, type SignIn, UnauthenticatedError } from '@tender/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket as WsSocket } from 'ws';
import { nodeWebSocket } from './node-web-socket';
import { authenticateRequest, signInListRequest, WebSocketSignInFeed } from './web-socket-sign-in-feed';

/**
 * The feed against a local `ws` server speaking the §7 protocol, to control drops and refusals exactly;
 * test/sign-in-feed.test.ts runs the same feed against the real server.
 */
async function startFeedServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const connections: { url: URL; socket: WsSocket; requests: unknown[]; closeCode?: number }[] = [];
  server.on('connection', (socket, request) => {
    const connection = {
      url: new URL(request.url ?? '/', 'ws://x'),
      socket,
      requests: [] as unknown[],
    } as (typeof connections)[number];
    connections.push(connection);
    socket.on('message', (data) => connection.requests.push(JSON.parse(String(data))));
    socket.on('close', (code) => {
      connection.closeCode = code;
    });
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/middleware/signIn`;
  return { server, url, connections };
}

const list = (...names: string[]) => ({
  totalCount: names.length,
  items: names.map((supplierName, i) => ({
    projectId: 7,
    supplierName,
    signInTime: `2026-11-22T0${i}:00:00Z`,
  })),
});

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('WebSocketSignInFeed (§7 sign-in WebSocket)', () => {
  it('connects with a random id, user name and project id, asks for the list and emits every push', async () => {
    const { server, url, connections } = await startFeedServer();
    stop = () => server.close();
    const received: Paged<SignIn>[] = [];
    const feed = new WebSocketSignInFeed({ url, createSocket: nodeWebSocket, randomId: () => 'r-1' });
    const unsubscribe = feed.subscribe({ projectId: 7, userName: 'agent' }, (l) => received.push(l));

    await expect.poll(() => connections[0]?.requests.length).toBe(1);
    const connection = connections[0]!;
    expect(connection.url.pathname).toBe('/middleware/signIn');
    expect(Object.fromEntries(connection.url.searchParams)).toEqual({
      id: 'r-1',
      userName: 'agent',
      projectId: '7',
    });
    expect(connection.requests[0]).toEqual(signInListRequest(7));
    expect(connection.requests[0]).toMatchObject({
      method: 'getPaged',
      params: { Sorting: 'signInTime desc', MaxResultCount: 500, SkipCount: 0 },
    });

    connection.socket.send(JSON.stringify(list('华建')));
    connection.socket.send(JSON.stringify({ success: true, result: list('华建', '中诚'), __abp: true }));
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]?.items.map((s) => s.supplierName)).toEqual(['华建', '中诚']);

    unsubscribe();
    await expect.poll(() => connection.closeCode).toBe(1000);
  });

  it('reconnects with backoff after a drop, asks again, and still receives pushes', async () => {
    const { server, url, connections } = await startFeedServer();
    stop = () => server.close();
    const received: Paged<SignIn>[] = [];
    const errors: string[] = [];
    const feed = new WebSocketSignInFeed({
      url,
      createSocket: nodeWebSocket,
      initialDelayMs: 20,
      onError: (e) => errors.push(e.message),
    });
    const unsubscribe = feed.subscribe({ projectId: 7, userName: 'agent' }, (l) => received.push(l));
    await expect.poll(() => connections[0]?.requests.length).toBe(1);
    connections[0]?.socket.terminate();

    await expect.poll(() => connections[1]?.requests.length).toBe(1);
    expect(connections[1]?.requests[0]).toEqual(signInListRequest(7));
    expect(errors[0]).toMatch(/disconnected .*reconnecting/);
    connections[1]?.socket.send(JSON.stringify(list('恒信')));
    await expect.poll(() => received.length).toBe(1);
    unsubscribe();
    await expect.poll(() => connections[1]?.closeCode).toBe(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toHaveLength(2);
  });

  it('keeps retrying while the server is down, doubling the delay, and connects when it is back', async () => {
    const first = await startFeedServer();
    const port = new URL(first.url).port;
    await new Promise((resolve) => first.server.close(resolve));
    // The backoff is read from the delays the feed asks for, not from wall-clock gaps, which a loaded
    // machine stretches at random.
    const delays: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      delays.push(ms ?? 0);
      return realSetTimeout(fn, ms);
    }) as typeof setTimeout);
    let attempts = 0;
    const feed = new WebSocketSignInFeed({
      url: first.url,
      createSocket: (u) => {
        attempts++;
        return nodeWebSocket(u);
      },
      initialDelayMs: 20,
      maxDelayMs: 80,
    });
    const unsubscribe = feed.subscribe({ projectId: 7, userName: 'agent' }, () => {});
    stop = unsubscribe;
    await expect.poll(() => attempts, { timeout: 5_000 }).toBeGreaterThanOrEqual(5);
    spy.mockRestore();
    expect(delays.filter((d) => [20, 40, 80].includes(d)).slice(0, 4)).toEqual([20, 40, 80, 80]);

    const back = new WebSocketServer({ port: Number(port), host: '127.0.0.1' });
    const requests: unknown[] = [];
    back.on('connection', (socket) => socket.on('message', (d) => requests.push(JSON.parse(String(d)))));
    stop = () => {
      unsubscribe();
      back.close();
    };
    await expect.poll(() => requests.length, { timeout: 3_000 }).toBe(1);
  });

  it('reports a message that is not a sign-in list and keeps the subscription', async () => {
    const { server, url, connections } = await startFeedServer();
    stop = () => server.close();
    const errors: string[] = [];
    const received: Paged<SignIn>[] = [];
    const feed = new WebSocketSignInFeed({
      url,
      createSocket: nodeWebSocket,
      onError: (e) => errors.push(e.message),
    });
    const unsubscribe = feed.subscribe({ projectId: 7, userName: 'agent' }, (l) => received.push(l));
    await expect.poll(() => connections[0]?.requests.length).toBe(1);
    connections[0]?.socket.send('not json');
    connections[0]?.socket.send(JSON.stringify({ items: [{ nope: 1 }], totalCount: 1 }));
    connections[0]?.socket.send(JSON.stringify(list('华建')));
    await expect.poll(() => received.length).toBe(1);
    expect(errors).toEqual([
      'The sign-in feed sent a message that is not a sign-in list',
      'The sign-in feed sent a message that is not a sign-in list',
    ]);
    unsubscribe();
  });
  it('authenticates first with the current credentials, then asks for the list', async () => {
    const { server, url, connections } = await startFeedServer();
    let credentials = { accessToken: 'token-1', tenantId: 3 };
    const feed = new WebSocketSignInFeed({
      url,
      createSocket: nodeWebSocket,
      credentials: () => credentials,
      initialDelayMs: 20,
    });
    const unsubscribe = feed.subscribe({ projectId: 7, userName: 'agent' }, () => {});
    stop = () => {
      unsubscribe();
      server.close();
    };
    await expect.poll(() => connections[0]?.requests.length).toBe(2);
    expect(connections[0]?.requests).toEqual([authenticateRequest(credentials), signInListRequest(7)]);
    expect([...(connections[0]?.url.searchParams.keys() ?? [])]).not.toContain('token');

    // A reconnection reads the credentials again: a new login is used.
    credentials = { accessToken: 'token-2', tenantId: 3 };
    connections[0]?.socket.terminate();
    await expect.poll(() => connections[1]?.requests[0]).toEqual(authenticateRequest(credentials));
  });

  it('reports a refusal as its domain error; retries after 4401, stops after 4404', async () => {
    const { server, url, connections } = await startFeedServer();
    const errors: Error[] = [];
    const feed = new WebSocketSignInFeed({
      url,
      createSocket: nodeWebSocket,
      credentials: () => null,
      initialDelayMs: 20,
      onError: (e) => errors.push(e),
    });
    const unsubscribe = feed.subscribe({ projectId: 7, userName: 'agent' }, () => {});
    stop = () => {
      unsubscribe();
      server.close();
    };
    const refuse = (index: number, code: string, closeCode: number) => {
      const socket = connections[index]?.socket;
      socket?.send(
        JSON.stringify({ success: false, result: null, error: { code, message: code }, __abp: true }),
      );
      socket?.close(closeCode, code);
    };
    await expect.poll(() => connections[0]?.requests.length).toBe(1);
    refuse(0, 'UNAUTHENTICATED', 4401);
    await expect.poll(() => connections[1]?.requests.length).toBe(1);
    expect(errors[0]).toBeInstanceOf(UnauthenticatedError);

    refuse(1, 'NOT_FOUND', 4404);
    await expect.poll(() => errors.some((e) => e instanceof NotFoundError)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(connections).toHaveLength(2);
  });
});
