// Shared pieces of the server benchmarks (bench/README.md): start processes, log in, load,
// percentiles. Benchmarks print figures; they are run on demand, never by `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from '@tender/server/testing/server-process';
import autocannon from 'autocannon';

export const ROOT = join(import.meta.dirname, '../..');
export const SERVER_DIR = join(ROOT, 'packages/server');
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Started = Pick<ServerProcess, 'child' | 'url' | 'stop'>;

/**
 * Starts a Node script (TypeScript through tsx) that logs a JSON line with msg "listening" and address,
 * through the server's one launcher. Only its start and error lines are read: parsing every request's log
 * line would take the load generator's CPU (it shares this process), and the server's buffered logs would
 * pile up behind it. BENCH_PROFILE=1 writes a CPU profile per process to /tmp/prof.
 */
export function startProcess(
  script: string,
  env: Record<string, string>,
  cwd = SERVER_DIR,
): Promise<Started> {
  return startServerProcess({
    script,
    cwd,
    // A benchmark is one token's flood by design: the API's rate limit would answer it instead.
    env: { TENDER_API_RATE_LIMITS: '100000000,100000000,100000000', ...env },
    nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [],
    stderr: 'inherit',
    keepLines: false,
    showErrors: 3,
  });
}

/** Starts the real server (src/main.ts). */
export const startServer = (env: Record<string, string>) => startProcess('src/main.ts', env);

export async function logIn(url: string, userName = 'admin', tenantId = 3): Promise<string> {
  const reply = await fetch(`${url}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Abp.TenantId': String(tenantId) },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password: '123qwe' }),
  });
  if (!reply.ok) throw new Error(`login failed: ${reply.status}`);
  return ((await reply.json()) as { result: { accessToken: string } }).result.accessToken;
}

export const headersOf = (token: string, tenantId = 3) => ({
  authorization: `Bearer ${token}`,
  'Abp.TenantId': String(tenantId),
  'content-type': 'application/json',
});

/** One connection per client, kept between its requests, as a browser keeps it. */
const keptConnections = new Agent({ keepAlive: true, maxSockets: 256 });

/**
 * POSTs JSON and reads the JSON reply, through node:http with kept connections: a lighter load generator
 * than fetch, whose CPU per request (≈ 1.3 ms here) came out of the same two cores as the server's.
 */
export function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: keptConnections,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(new Error(`${url}: ${reply.statusCode} ${String(error)}`));
          }
        });
        reply.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Closes the kept connections, so that the benchmark's process can end. */
export const closeKeptConnections = () => keptConnections.destroy();

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface LoadResult {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly errors: number;
}

/** autocannon with every response's latency kept, for a true p95 (autocannon itself reports p97.5). */
export async function load(options: {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
  method?: 'GET' | 'POST';
  body?: string;
  /** A path (with query) for each request, instead of the url's every time. */
  nextPath?: () => string;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    ...(options.nextPath
      ? {
          requests: [
            { setupRequest: (request: { path: string }) => ({ ...request, path: options.nextPath!() }) },
          ],
        }
      : {}),
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 10,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    if (status !== 200) errors++;
    latencies.push(responseTime);
  });
  const result = await instance;
  return {
    requests: latencies.length,
    perSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
  };
}

export const ms = (x: number) => `${x.toFixed(1)} ms`;

export function verdict(label: string, value: number, limit: number, unit = 'ms'): string {
  return `${label}: ${value.toFixed(1)} ${unit} (target ≤ ${limit} ${unit}) ${value <= limit ? 'PASS' : 'MISS'}`;
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux for x86 and arm). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time (user + system) in ms, from /proc (Linux); 0 once it has gone. */
export function cpuMs(pid: number): number {
  try {
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return 0;
  }
}

/**
 * The CPU time in ms of every PostgreSQL process on this machine (its backends and workers), for a
 * benchmark against a local server; a backend that exits between two readings takes its share with it.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

export const randomSchema = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
