import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, useTestApp } from './harness';

/** `GET /api/services/app/ProjectChanges/Watch` (ADR 0011) against the real app listening on a port. */
let baseUrl: string;
const streams: AbortController[] = [];

const WATCH = '/api/services/app/ProjectChanges/Watch';

/** An open stream: the events it has heard, and a wait for the next one of a kind. */
async function watch(token: string, tenantId = 3) {
  const abort = new AbortController();
  streams.push(abort);
  const response = await fetch(`${baseUrl}${WATCH}`, {
    headers: { authorization: `Bearer ${token}`, 'Abp.TenantId': String(tenantId) },
    signal: abort.signal,
  });
  const events: string[] = [];
  const waiting: { kind: string; count: number; resolve: () => void }[] = [];
  let ended = false;
  const settle = () => {
    for (const wait of [...waiting]) {
      if (ended || events.filter((e) => e === wait.kind).length >= wait.count) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const event = /^event: (\w+)$/m.exec(buffer.slice(0, end))?.[1];
          if (event) events.push(event);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        settle();
      }
    } catch {
      // aborted by the test
    }
    ended = true;
    settle();
  })();
  return {
    response,
    events,
    get ended() {
      return ended;
    },
    /** Resolves once `count` events of `kind` have been heard (or the stream ended). */
    heard: (kind: string, count = 1) =>
      new Promise<void>((resolve) => {
        waiting.push({ kind, count, resolve });
        settle();
      }),
  };
}

async function renameAProject(token: string, tenantId = 3) {
  const list = await call(harness.app, {
    method: 'GET',
    url: '/api/services/app/Sproject/GetPaged?MaxResultCount=1&Filter=state=3',
    token,
    headers: { 'Abp.TenantId': String(tenantId) },
  });
  const [project] = list.json().result.items;
  const detail = await call(harness.app, {
    method: 'GET',
    url: `/api/services/app/Sproject/GetSprojectDetail?id=${project.id}`,
    token,
    headers: { 'Abp.TenantId': String(tenantId) },
  });
  const saved = await call(harness.app, {
    method: 'POST',
    url: '/api/services/app/Sproject/CreateOrUpdate',
    token,
    headers: { 'Abp.TenantId': String(tenantId) },
    payload: { ...detail.json().result, projectName: `${project.projectName}·` },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const harness = useTestApp();
beforeAll(async () => {
  await harness.app.listen({ host: '127.0.0.1', port: 0 });
  const address = harness.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const abort of streams) abort.abort();
});

describe('the project-change stream (ADR 0011)', () => {
  it('says ready, then projects each time another user changes a project of the tenant', async () => {
    const { accessToken } = await login(harness.app, 'viewer');
    const stream = await watch(accessToken);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.heard('ready');
    await renameAProject((await login(harness.app, 'admin')).accessToken);
    await stream.heard('projects');
    await renameAProject((await login(harness.app, 'manager')).accessToken);
    await stream.heard('projects', 2);
  });

  it('never tells one tenant of another tenant’s changes', async () => {
    const theirs = await watch((await login(harness.app, 'admin', 1)).accessToken, 1);
    const ours = await watch((await login(harness.app, 'admin')).accessToken);
    await Promise.all([theirs.heard('ready'), ours.heard('ready')]);
    await renameAProject((await login(harness.app, 'agent')).accessToken);
    await ours.heard('projects');
    // Tenant 1's own change, made after tenant 3's push: the first and only push tenant 1 hears.
    await renameAProject((await login(harness.app, 'admin', 1)).accessToken, 1);
    await theirs.heard('projects');
    expect(theirs.events.filter((e) => e === 'projects')).toHaveLength(1);
  });

  it('refuses a missing token, and ends once the token is revoked', async () => {
    const anonymous = await fetch(`${baseUrl}${WATCH}`);
    expect(anonymous.status).toBe(401);
    const { accessToken } = await login(harness.app, 'agent');
    const stream = await watch(accessToken);
    await stream.heard('ready');
    const logout = await call(harness.app, { method: 'POST', url: '/auth/logout', token: accessToken });
    expect(logout.statusCode).toBeLessThan(300);
    await expect.poll(() => stream.ended, { timeout: 10_000 }).toBe(true);
  });
});
