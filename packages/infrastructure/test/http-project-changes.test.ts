import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProjectChanges } from '../src/http/http-project-changes';
import { HttpProjectRepository } from '../src/http/http-project-repository';
import { clientsFor, signIn, startServer, type TestServer } from './real-server';

/** The project-change stream against the real server (ADR 0011). */
describe('HttpProjectChanges against the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  const signedIn = async (userName: string) => {
    const { clients, tokens } = clientsFor(server.url);
    await signIn(clients, tokens, userName);
    return { clients, tokens };
  };

  it('tells its listeners when another user changes a project, until they stop', async () => {
    const watcher = await signedIn('viewer');
    const changes = new HttpProjectChanges(watcher.clients.api, { firstMs: 50, maxMs: 200 });
    let heard = 0;
    const stop = changes.watch(() => heard++);
    const projects = new HttpProjectRepository((await signedIn('admin')).clients.api);
    const [listed] = (await projects.getPaged({ MaxResultCount: 1, Filter: 'state=3' })).items;
    const project = await projects.getDetail(listed!.id);
    // The stream may open after the save: save again until it is heard (at most a few times).
    await expect
      .poll(
        async () => {
          if (heard === 0) await projects.save({ ...project, projectName: `${project.projectName}·` });
          return heard;
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBeGreaterThan(0);
    stop();
    const before = heard;
    await projects.save({ ...project, projectName: `${project.projectName}··` });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard).toBe(before);
  });

  it('stops for good on a refused session, without retrying', async () => {
    const { clients, tokens } = await signedIn('agent');
    tokens.clear();
    const changes = new HttpProjectChanges(clients.api, { firstMs: 10, maxMs: 20 });
    const requests: string[] = [];
    const listen = (request: { url?: string }) => requests.push(String(request.url));
    server.app.server.on('request', listen);
    const stop = changes.watch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.app.server.off('request', listen);
    stop();
    expect(requests.filter((url) => url.includes('ProjectChanges/Watch'))).toHaveLength(1);
  });
});
