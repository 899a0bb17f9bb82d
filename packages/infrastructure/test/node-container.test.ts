import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  actorOf,
  GetProject,
  JumpFlow,
  ListProjects,
  LoadSession,
  LogIn,
  LogOut,
  ModuleRepository,
  SaveProject,
  ServerClock,
  STORAGE_KEYS,
  TokenStore,
  UnauthenticatedError,
} from '@tender/domain';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserModule } from '../src/containers/browser-module';
import { nodeModule } from '../src/containers/node-module';
import { HttpEvents } from '../src/http/http-events';
import { MemoryStorage } from '../src/storage/key-value-storage';
import { failureOf, startServer, type TestServer } from './real-server';

describe('the Node container against the real server', () => {
  let server: TestServer;
  let configDir: string;
  beforeAll(async () => {
    server = await startServer();
    configDir = join(mkdtempSync(join(tmpdir(), 'tender-xdg-')), 'tender');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(join(configDir, '..'), { recursive: true, force: true });
  });

  it('a composition root of three lines logs the demo admin in, keeps the token in a 0600 file, loads the session', async () => {
    const container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir }));
    const { session } = await container
      .get(LogIn)
      .execute({ userName: 'admin', password: '123qwe', rememberMe: false });

    expect(session.user.userName).toBe('admin');
    expect(session.tenant?.id).toBe(3);
    const tokenFile = join(configDir, 'token.json');
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const stored = container.get<TokenStore>(TokenStore).load();
    expect(stored?.tenantId).toBe(3);
    // §9: without rememberMe the token lives one day.
    expect((stored?.expiresAt ?? 0) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    // The next CLI run (a new container over the same directory) is still signed in.
    const next = new Container();
    next.load(nodeModule({ apiUrl: server.url, configDir }));
    const loaded = await next.get(LoadSession).execute();
    expect(loaded.session.user.userName).toBe('admin');
    expect(loaded.company?.id).toBe(session.user.companyId);
    expect(
      (await next.get<ModuleRepository>(ModuleRepository).list('description=manage')).length,
    ).toBeGreaterThan(0);

    await next.get(LogOut).execute();
    expect(container.get<TokenStore>(TokenStore).load()).toBeNull();
    expect(await failureOf(next.get(LoadSession).execute())).toBeInstanceOf(UnauthenticatedError);
  });

  it('runs the project use cases over HTTP: list, save, get with its flow, jump (Admin, §6)', async () => {
    const container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir: join(configDir, '..', 'projects') }));
    const { session } = await container
      .get(LogIn)
      .execute({ userName: 'admin', password: '123qwe', rememberMe: false });
    const page = await container.get(ListProjects).execute({ MaxResultCount: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.items.every((p) => p.mode === 3)).toBe(true);

    const created = await container.get(SaveProject).execute({
      projectName: '容器测试项目',
      projectNum: `INFRA-C-${Date.now()}`,
      biddingMethod: '公开招标',
    });
    const { nodes } = await container.get(GetProject).execute(created.id);
    const target = nodes[3];
    const move = await container.get(JumpFlow).execute({
      projectId: created.id,
      actor: actorOf(session),
      to: target?.nodeName ?? '',
      expectedNodeId: nodes[0]?.id,
    });
    expect(move.to.id).toBe(target?.id);
    expect((await container.get(GetProject).execute(created.id)).project.currentNodeId).toBe(target?.id);
  });

  it('binds one clock and one event emitter per container (the shell listens once)', () => {
    const container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir }));
    expect(container.get<ServerClock>(ServerClock)).toBe(container.get<ServerClock>(ServerClock));
    expect(container.get(HttpEvents)).toBe(container.get(HttpEvents));
    expect(container.get(ListProjects)).toBeInstanceOf(ListProjects);
  });

  it('the browser container does the same over the Storage it is given, under the §9 keys', async () => {
    const storage = new MemoryStorage();
    const container = new Container();
    container.load(browserModule({ apiUrl: server.url, storage }));
    const { session } = await container
      .get(LogIn)
      .execute({ userName: 'agent', password: '123qwe', rememberMe: true, tenantName: 'Default' });
    expect(session.user.userName).toBe('agent');
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeTruthy();
    expect(storage.getItem(STORAGE_KEYS.tenantId)).toBe('3');
    expect(storage.getItem(STORAGE_KEYS.tenantName)).toBe('Default');
    expect((await container.get(LoadSession).execute()).session.user.userName).toBe('agent');
  });
});
