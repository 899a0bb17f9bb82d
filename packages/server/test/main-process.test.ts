import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../src/testing/server-process';
import { waitFor } from './support/request';

/** The real server process (src/main.ts) on an embedded data directory: start, serve, stop, restart. */
let dataDir: string;

const start = () => startServerProcess({ dataDir, databaseUrl: '', startTimeoutMs: 90_000 });

const post = (url: string, body: object, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tender-main-'));
});
afterAll(async () => {
  killServerProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the server process (src/main.ts)', () => {
  it('migrates, seeds, serves, stops cleanly on SIGTERM and keeps its data across a restart', async () => {
    const first = await start();
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.lines.some((l) => l.includes('seeded the demo data'))).toBe(true);
    const login = await post(`${first.url}/api/TokenAuth/Authenticate`, {
      userNameOrEmailAddress: 'admin',
      password: '123qwe',
    });
    const { accessToken } = ((await login.json()) as { result: { accessToken: string } }).result;
    const session = fetch(`${first.url}/api/services/app/Session/GetCurrentLoginInformations`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    // Stop while the request is in flight (the server has logged it): it still gets its answer.
    await waitFor(() =>
      first.lines.some((l) => l.includes('incoming request') && l.includes('GetCurrentLoginInformations')),
    );
    first.child.kill('SIGTERM');
    expect((await session).status).toBe(200);
    expect(await first.exited()).toBe(0);
    expect(first.lines.some((l) => l.includes('"msg":"stopped"'))).toBe(true);

    const second = await start();
    expect(second.lines.some((l) => l.includes('seeded the demo data'))).toBe(false);
    const again = await fetch(`${second.url}/api/services/app/Session/GetCurrentLoginInformations`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(again.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited()).toBe(0);
  }, 180_000);
});
