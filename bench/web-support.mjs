// What the web benchmarks share: the built app served by the real server process on a fresh PGlite
// directory with the demo data, Debian's Chromium, the throttled link of the web benchmarks (README.md),
// and small helpers for figures.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

export const ROOT = join(import.meta.dirname, '..');
export const BUILD = join(ROOT, 'packages/web/dist');
// One home for which Chromium and its flags: the web's tests' (packages/web/e2e/support/chromium.ts).
export const { CHROMIUM_PATH, CHROMIUM_ARGS } = await tsImport(
  '../packages/web/e2e/support/chromium.ts',
  import.meta.url,
);
/** 3 Mbps down and up with 40 ms latency (CDP Network.emulateNetworkConditions). */
export const THROTTLE = {
  offline: false,
  latency: 40,
  downloadThroughput: (3_000_000 / 8) | 0,
  uploadThroughput: (3_000_000 / 8) | 0,
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const pad = (text, width) => String(text).padEnd(width);
export const padStart = (text, width) => String(text).padStart(width);

export function assertBuilt() {
  if (!existsSync(join(BUILD, 'index.html'))) {
    console.error('no web build: run `npx turbo run build --filter=@tender/web` first');
    process.exit(1);
  }
}

/**
 * The real server (packages/server/src/main.ts) on a fresh data directory with the demo data, serving a
 * copy of the build (a rebuild during the run empties dist/). Resolves with its URL, the served copy's
 * directory and stop(). The server's one launcher is TypeScript: tsx imports it, so plain `node` runs this.
 */
export async function startServer() {
  const { startServerProcess } = await tsImport('@tender/server/testing/server-process', import.meta.url);
  const server = await startServerProcess({
    scratch: { prefix: 'tender-bench-', webBuild: BUILD },
    databaseUrl: '',
    demo: true,
    stderr: 'inherit',
    keepLines: false,
  });
  return { url: server.url, webDir: server.webDir, stop: server.stop };
}

/** Records long tasks from the first script on (window.__longTaskEnds), for the interactive check. */
export const LONG_TASKS = () => {
  window.__longTaskEnds = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTaskEnds.push(entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/** Resolves once 500 ms have passed without a long task; returns when the last one ended. */
export async function quietAfterLongTasks(page) {
  await page.waitForFunction(() => performance.now() - Math.max(0, ...window.__longTaskEnds) > 500, null, {
    polling: 100,
    timeout: 30_000,
  });
  return page.evaluate(() => Math.max(0, ...window.__longTaskEnds));
}
