import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The real server process (src/main.ts) on an embedded data directory: start, serve, stop, restart. */
const SERVER_DIR = resolve(import.meta.dirname, '..');
let dataDir: string;
const children: ChildProcess[] = [];

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly lines: string[];
  exited(): Promise<number | null>;
}

function start(): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      TENDER_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${lines.join('\n')}`)), 90_000);
    child.stderr!.on('data', (chunk) => lines.push(String(chunk)));
    child.stdout!.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        lines.push(line);
        const entry = line.startsWith('{') ? JSON.parse(line) : {};
        if (entry.msg === 'listening') {
          clearTimeout(timer);
          resolveStart({ child, url: entry.address, lines, exited: () => exit });
        }
      }
    });
    void exit.then((code) => reject(new Error(`server exited with ${code}:\n${lines.join('\n')}`)));
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

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
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
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
