import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpModuleRepository } from '../src/http/http-module-repository';
import { clientsFor, signIn, startServer, type TestServer } from './real-server';

describe('HttpModuleRepository against the real server (§7 AppModule/GetPaged)', () => {
  let server: TestServer;
  let modules: HttpModuleRepository;
  beforeAll(async () => {
    server = await startServer();
    const { clients, tokens } = clientsFor(server.url);
    await signIn(clients, tokens);
    modules = new HttpModuleRepository(clients.api);
  });
  afterAll(() => server?.close());

  it('lists the seeded modules with name, route and description', async () => {
    const all = await modules.list();
    expect(all.length).toBeGreaterThan(0);
    for (const m of all) expect(['manage', 'setting']).toContain(m.description);
  });

  it('filters with the Filter grammar: the menu fetch reads description=manage routes (§2 menus)', async () => {
    const manage = await modules.list('description=manage');
    expect(manage.length).toBeGreaterThan(0);
    expect(manage.every((m) => m.description === 'manage')).toBe(true);
    expect(manage.every((m) => m.route.startsWith('/'))).toBe(true);
    expect((await modules.list('description=setting')).length).toBeLessThan((await modules.list()).length);
  });
});
