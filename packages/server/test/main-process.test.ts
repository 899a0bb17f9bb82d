import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, SERVER_DIR, startServerProcess } from '../src/testing/server-process';
import { waitFor } from './support/request';
import { seededDataDir } from './support/seeded-data-dir';

/**
 * The real server process on an embedded data directory: start, serve, stop, restart. It runs what
 * `npm start` runs — the compiled dist/main.mjs with plain node (global-setup.ts keeps it current).
 */
let dataDir: string;

const start = () => startServerProcess({ built: true, dataDir, databaseUrl: '', startTimeoutMs: 90_000 });

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

describe.skipIf(process.env.TEST_DB === 'postgres')('the server process (dist/main.mjs)', () => {
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

describe.skipIf(process.env.TEST_DB === 'postgres')('the compiled server (what npm start runs)', () => {
  it('starts from dist/main.mjs with plain node: ready, serving, metrics on a port of their own', async () => {
    const metricsPort = await freePort();
    const scratch = await mkdtemp(join(tmpdir(), 'tender-built-'));
    const server = await startServerProcess({
      built: true,
      databaseUrl: '',
      dataDir: await seededDataDir(join(scratch, 'db')),
      env: { TENDER_METRICS_PORT: String(metricsPort) },
      startTimeoutMs: 90_000,
    });
    try {
      expect(server.child.spawnargs.slice(1)).toEqual(['dist/main.mjs']);
      const ready = await fetch(`${server.url}/health/ready`);
      expect(ready.status).toBe(200);
      const login = await post(`${server.url}/api/TokenAuth/Authenticate`, {
        userNameOrEmailAddress: 'admin',
        password: '123qwe',
      });
      expect(login.status).toBe(200);
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds_count{method="POST"');
      // Not on the API's port: nobody configured a token.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      server.child.kill('SIGTERM');
      expect(await server.exited()).toBe(0);
    } finally {
      await server.stop();
      await rm(scratch, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.skipIf(process.env.TEST_DB === 'postgres')('a server process whose launcher dies', () => {
  it('stops by itself, even when the launcher was killed with SIGKILL (no benchmark leaves one running)', async () => {
    const orphanDir = await seededDataDir(await mkdtemp(join(tmpdir(), 'tender-orphan-')));
    const launcher = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { startServerProcess } from './src/testing/server-process.ts';
         const server = await startServerProcess({ built: true, databaseUrl: '', dataDir: ${JSON.stringify(orphanDir)} });
         console.log('server pid', server.child.pid);
         setInterval(() => {}, 1000);`,
      ],
      { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    launcher.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitFor(() => /server pid \d+/.test(output), 90_000);
    const pid = Number(/server pid (\d+)/.exec(output)![1]);
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(alive()).toBe(true);
    launcher.kill('SIGKILL');
    await waitFor(() => !alive(), 20_000);
    await rm(orphanDir, { recursive: true, force: true });
  }, 120_000);
});

/** A port nothing listens on now (the OS's pick, released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
