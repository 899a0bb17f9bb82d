import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SERVER_DIR = resolve(import.meta.dirname, '../../../server');
// TENDER_WEB_DIST: journeys against another build (`vite build --outDir …`), so two builds never collide.
export const WEB_DIST = process.env.TENDER_WEB_DIST ?? resolve(import.meta.dirname, '../../dist');

/**
 * The single sign-on provider the journeys' server trusts (packages/server README "Single sign-on"): a
 * journey mints hand-over tokens with this secret, as the provider's portal would.
 */
export const SSO_PROVIDER = {
  name: 'UserCenter',
  secret: 'e2e-only-hand-over-secret-0123456789abcdef',
  platformId: 'portal',
} as const;

export interface RunningServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * The real server process (packages/server/src/main.ts, started by node's binary with tsx, so the PID is
 * the server's) on a fresh PGlite directory seeded with the demo data, serving the built web app, on a
 * free port. Resolves once it logs `listening`. Everything lives in one temporary directory, removed by stop().
 */
export async function startServer(timeoutMs = 120_000): Promise<RunningServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`no web build in ${WEB_DIST}: run \`npx turbo run build --filter=@tender/web\` first`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'tender-e2e-'));
  // A copy of the build, so a rebuild during the run (vite empties dist/) cannot pull chunks from under
  // the pages.
  const webDir = join(dataDir, 'web');
  await cp(WEB_DIST, webDir, { recursive: true });
  const databaseDir = join(dataDir, 'db');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TENDER_DATA_DIR: databaseDir,
      TENDER_DEMO: '1',
      TENDER_WEB_DIR: webDir,
      TENDER_SSO_PROVIDERS: JSON.stringify({
        [SSO_PROVIDER.name]: { secret: SSO_PROVIDER.secret, platformIds: [SSO_PROVIDER.platformId] },
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    child.stderr!.on('data', (chunk) => lines.push(String(chunk)));
    child.stdout!.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        lines.push(line);
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { msg?: string; address?: string };
        if (entry.msg === 'listening' && entry.address) {
          clearTimeout(timer);
          resolveUrl(entry.address);
        }
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${lines.join('\n')}`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  let stopping = false;
  // A server that dies mid-run fails every later journey with ECONNREFUSED: say why, once, where it shows.
  void exited.then((code) => {
    if (!stopping) {
      console.error(
        `e2e server exited early (code ${code}, signal ${child.signalCode}):\n${lines.slice(-40).join('\n')}`,
      );
    }
  });
  return {
    url,
    stop: () => {
      stopping = true;
      return stop(child, exited, dataDir);
    },
  };
}

async function stop(child: ChildProcess, exited: Promise<number | null>, dataDir: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  }
  await rm(dataDir, { recursive: true, force: true });
}
