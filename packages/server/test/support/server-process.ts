import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The real server process (src/main.ts), started by tests that need a process: signals, crashes, restarts. */
const SERVER_DIR = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Everything the process printed, line by line (stdout JSON logs and stderr). */
  readonly lines: string[];
  exited(): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Starts src/main.ts with `env` over the current environment on a free port; resolves once it listens. */
export function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: string[] = [];
  const exit = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${lines.join('\n')}`)),
      timeoutMs,
    );
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
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${lines.join('\n')}`));
    });
  });
}

/** Kills whatever a test file left running (afterAll). */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A JSON request with the headers of §7. */
export function request(
  url: string,
  init: { method?: string; body?: object; token?: string; tenantId?: number } = {},
): Promise<Response> {
  return fetch(url, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.tenantId ? { 'Abp.TenantId': String(init.tenantId) } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
}
