import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServerProcess } from '@tender/server/testing/server-process';

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

/**
 * This worker's server: vitest numbers its workers from 1 (VITEST_POOL_ID), set before any file runs.
 */
export function serverOfThisWorker(baseUrls: readonly string[]): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = baseUrls[(worker - 1) % baseUrls.length];
  if (!url) throw new Error(`no e2e server for worker ${process.env.VITEST_POOL_ID}`);
  return url;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * The real server process (`@tender/server/testing/server-process`) on a fresh PGlite directory seeded
 * with the demo data, serving a copy of the built web app, on a free port. Everything lives in one
 * temporary directory, removed by stop().
 */
export async function startServer(timeoutMs = 120_000): Promise<RunningServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`no web build in ${WEB_DIST}: run \`npx turbo run build --filter=@tender/web\` first`);
  }
  const server = await startServerProcess({
    scratch: { prefix: 'tender-e2e-', webBuild: WEB_DIST },
    databaseUrl: '',
    demo: true,
    env: {
      TENDER_SSO_PROVIDERS: JSON.stringify({
        [SSO_PROVIDER.name]: { secret: SSO_PROVIDER.secret, platformIds: [SSO_PROVIDER.platformId] },
      }),
    },
    startTimeoutMs: timeoutMs,
    killAfterMs: 10_000,
    // A server that dies mid-run fails every later journey with ECONNREFUSED: say why, once, where it shows.
    onEarlyExit: ({ code, signal, lines }) =>
      console.error(
        `e2e server exited early (code ${code}, signal ${signal}):\n${lines.slice(-40).join('\n')}`,
      ),
  });
  return { url: server.url, stop: server.stop };
}
