import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LogIn,
  type Paged,
  ProjectRepository,
  ProjectState,
  type SignIn,
  SignInFeed,
  UnauthenticatedError,
} from '@tender/domain';
import { Container } from 'inversify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpClientsToken } from '../src/containers/infrastructure-tokens';
import { nodeModule } from '../src/containers/node-module';
import { startServer, type TestServer } from './real-server';

/** The server's WebSocket clients, to drop them from the server side as a network failure would. */
function serverSockets(server: TestServer): Set<{ terminate(): void }> {
  return (server.app as unknown as { websocketServer: { clients: Set<{ terminate(): void }> } })
    .websocketServer.clients;
}

const names = (list: Paged<SignIn> | undefined) => list?.items.map((s) => s.supplierName) ?? [];

describe('WebSocketSignInFeed from the Node container against the real server (§7, ADR 0004)', () => {
  let server: TestServer;
  let configDir: string;
  let stop: (() => void) | undefined;

  beforeAll(async () => {
    server = await startServer();
    configDir = join(mkdtempSync(join(tmpdir(), 'tender-feed-')), 'tender');
  });
  afterEach(() => stop?.());
  afterAll(async () => {
    await server?.close();
    rmSync(join(configDir, '..'), { recursive: true, force: true });
  });

  function containerWith(errors: Error[]): Container {
    const container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir, onSignInFeedError: (e) => errors.push(e) }));
    return container;
  }

  it('receives pushes, reconnects after the server drops it, and still receives the next push', async () => {
    const errors: Error[] = [];
    const container = containerWith(errors);
    await container.get(LogIn).execute({ userName: 'admin', password: '123qwe', rememberMe: false });
    const running = await container
      .get<ProjectRepository>(ProjectRepository)
      .getPaged({ MaxResultCount: 50, Filter: `state=${ProjectState.Running}` });
    const project = running.items.find((p) => p.auditState === null);
    expect(project).toBeDefined();
    const projectId = project?.id ?? 0;
    const recordSignIn = (supplierName: string) =>
      container.get(HttpClientsToken).middleware.post('/record/create', {
        type: 'signIn',
        projectId,
        supplierName,
        signInTime: new Date().toISOString(),
      });

    const lists: Paged<SignIn>[] = [];
    const unsubscribe = container
      .get<SignInFeed>(SignInFeed)
      .subscribe({ projectId, userName: 'admin' }, (list) => lists.push(list));
    stop = unsubscribe;
    await expect.poll(() => lists.length).toBe(1);

    await recordSignIn('推送一');
    await expect.poll(() => names(lists.at(-1))).toContain('推送一');
    expect(lists.at(-1)?.totalCount).toBe((lists[0]?.totalCount ?? 0) + 1);

    const before = lists.length;
    for (const socket of serverSockets(server)) socket.terminate();
    // The feed reports the drop, reconnects after its backoff, authenticates and asks again.
    await expect.poll(() => lists.length, { timeout: 10_000 }).toBe(before + 1);
    expect(errors.map((e) => e.message).join()).toMatch(/disconnected .*reconnecting/);

    await recordSignIn('推送二');
    await expect.poll(() => names(lists.at(-1))).toContain('推送二');

    // Unsubscribing closes the socket: the server has no client left.
    unsubscribe();
    stop = undefined;
    await expect.poll(() => serverSockets(server).size).toBe(0);
  });

  it('without a login the server refuses the feed, reported as UnauthenticatedError', async () => {
    const errors: Error[] = [];
    const container = new Container();
    container.load(
      nodeModule({
        apiUrl: server.url,
        configDir: join(configDir, 'signed-out'),
        onSignInFeedError: (e) => errors.push(e),
      }),
    );
    const lists: Paged<SignIn>[] = [];
    stop = container
      .get<SignInFeed>(SignInFeed)
      .subscribe({ projectId: 1, userName: 'nobody' }, (l) => lists.push(l));
    await expect.poll(() => errors.some((e) => e instanceof UnauthenticatedError)).toBe(true);
    expect(lists).toEqual([]);
  });
});
