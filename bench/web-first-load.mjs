// Benchmark of the web app's first load (a benchmark, not a timed test; targets in bench/README.md).
//
//   npx turbo run build --filter=@tender/web && npx node bench/web-first-load.mjs [runs]
//
// Against the built app (packages/web/dist) served by the real server process on a fresh PGlite
// directory with the demo data, in Debian's Chromium:
// 1. The login route's first load: every JS and CSS file Chromium fetches for /user/login, with its raw,
//    gzip and brotli size (the .gz/.br files the build wrote), against the size budget.
// 2. Per route: the JS and CSS each route loads on top of what was already loaded (logged in as admin).
// 3. Time to interactive of /user/login, cold cache, the network throttled to 3 Mbps down and up with
//    40 ms latency (CDP Network.emulateNetworkConditions): median of N runs, against the time budget.
//    Interactive = the login form's submit button is visible and enabled and no long task (>50 ms) ran in
//    the 500 ms after the last one; the figure is the later of the two, from navigation start.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  assertBuilt,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  kb,
  LONG_TASKS,
  median,
  pad,
  padStart,
  startServer,
  THROTTLE,
} from './web-support.mjs';

/** The copy of the build that is served and measured. */
let DIST;
const RUNS = Number(process.argv[2] ?? 5);
const BUDGET_BYTES = 250 * 1024;
const BUDGET_MS = 1000;
/** Routes of §2 visited for the per-route table, in this order (each after the previous). */
const ROUTES = [
  '/home/index',
  '/home/project',
  '/home/project-overview/index',
  '/manage/index',
  '/manage/operation',
  '/create-project',
  '/end-project',
  '/bid-evaluation/index',
  '/home/supplier-library/analysis',
  '/sys-notice/index',
  '/organize-manage',
  '/404',
];

assertBuilt();

/** Raw, gzip and brotli sizes of a built file: the precompressed files when the build wrote them. */
function sizes(urlPath) {
  const file = join(DIST, decodeURIComponent(urlPath));
  if (!existsSync(file)) return null;
  const raw = readFileSync(file);
  const gz = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(raw, { level: 9 }).length;
  const br = existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: raw.length, gz, br, precompressed: existsSync(`${file}.br`) };
}

/** JS and CSS responses of a page, by URL path, with the bytes on the wire (CDP encodedDataLength). */
async function recordAssets(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  const assets = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    if (type === 'Script' || type === 'Stylesheet') {
      byId.set(requestId, {
        path: new URL(response.url).pathname,
        type,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      });
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const asset = byId.get(requestId);
    if (asset) assets.set(asset.path, { ...asset, wire: encodedDataLength });
  });
  return { cdp, assets };
}

function printAssets(title, assets) {
  console.log(`\n${title}`);
  console.log(
    `  ${pad('file', 52)}${padStart('raw', 11)}${padStart('gzip', 11)}${padStart('brotli', 11)}${padStart('on wire', 11)}`,
  );
  const total = { raw: 0, gz: 0, br: 0, wire: 0 };
  for (const asset of [...assets.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    const s = sizes(asset.path) ?? { raw: 0, gz: 0, br: 0 };
    total.raw += s.raw;
    total.gz += s.gz;
    total.br += s.br;
    total.wire += asset.wire;
    console.log(
      `  ${pad(asset.path, 52)}${padStart(kb(s.raw), 11)}${padStart(kb(s.gz), 11)}${padStart(kb(s.br), 11)}${padStart(`${kb(asset.wire)} ${asset.encoding || 'none'}`, 16)}`,
    );
  }
  console.log(
    `  ${pad(`total (${assets.size} files)`, 52)}${padStart(kb(total.raw), 11)}${padStart(kb(total.gz), 11)}${padStart(kb(total.br), 11)}${padStart(kb(total.wire), 11)}`,
  );
  return total;
}

/**
 * Records in the page when the login form's submit button is first there, visible and enabled: a
 * MutationObserver from the first byte, checked again on every animation frame until seen.
 */
const FORM_READY = () => {
  const ready = () => {
    const button = document.querySelector('form button[type="submit"]');
    return button && !button.disabled && button.getClientRects().length > 0;
  };
  const check = () => {
    if (window.__formReadyAt === undefined && ready()) window.__formReadyAt = performance.now();
    return window.__formReadyAt !== undefined;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => {
    if (!check()) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

async function timeToInteractive(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(LONG_TASKS);
  await context.addInitScript(FORM_READY);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  await page.goto(`${baseUrl}/user/login`, { waitUntil: 'commit' });
  const submit = page.locator('form button[type="submit"]').first();
  await submit.waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(
    () => {
      const button = document.querySelector('form button[type="submit"]');
      return button && !button.disabled;
    },
    null,
    { polling: 'raf' },
  );
  // When the page itself saw the button ready (FORM_READY); the harness's own waits would add their
  // round trips to the figure. `seenAt` is when this script got to know, for comparison.
  const seenAt = await page.evaluate(() => performance.now());
  const formAt = await page.evaluate(() => window.__formReadyAt ?? performance.now());
  // Wait for 500 ms without a long task.
  await page.waitForFunction(() => performance.now() - Math.max(0, ...window.__longTaskEnds) > 500, null, {
    polling: 100,
    timeout: 30_000,
  });
  const figures = await page.evaluate(
    ({ form, seen }) => {
      const nav = performance.getEntriesByType('navigation')[0];
      const lastLongTask = Math.max(0, ...window.__longTaskEnds);
      return {
        dcl: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        form,
        seen,
        tti: Math.max(form, lastLongTask),
        longTasks: window.__longTaskEnds.length,
      };
    },
    { form: formAt, seen: seenAt },
  );
  await context.close();
  return figures;
}

/**
 * Until a page has asked for no new script or style for a second (30 s at most). Not "networkidle": a
 * signed-in page keeps the project-change stream open (ADR 0011), so the network is never idle.
 */
async function assetsSettled(assets) {
  const deadline = Date.now() + 30_000;
  let count = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    if (assets.size !== count) {
      count = assets.size;
      since = Date.now();
    } else if (Date.now() - since >= 1000) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the page kept loading scripts or styles for 30 s');
}

const server = await startServer();
DIST = server.webDir;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  console.log(`web first load — ${server.url}, Chromium ${browser.version()}, node ${process.version}`);

  // 1. The login route's first load, cold, unthrottled (sizes only).
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await recordAssets(page);
  await page.goto(`${server.url}/user/login`);
  await assetsSettled(login.assets);
  const first = printAssets('/user/login — JS and CSS of the first load', login.assets);
  const verdict = first.br <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`  brotli ${kb(first.br)}, gzip ${kb(first.gz)}: ${verdict} the ${kb(BUDGET_BYTES)} budget`);

  // 2. Each route's own chunks, logged in as admin (the settings route is Admin-only).
  await page.getByLabel(/user name/i).fill('admin');
  await page.getByLabel(/^password$/i).fill('123qwe');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/user/login', { timeout: 30_000 });
  await assetsSettled(login.assets);
  console.log('\nper route — JS and CSS loaded on top of the routes before it (brotli / gzip / raw)');
  // login.assets keeps collecting every JS and CSS response of the page; each row shows the new ones.
  const seen = new Set();
  const report = (route) => {
    const fresh = [...login.assets.entries()].filter(([path]) => !seen.has(path));
    let br = 0;
    let gz = 0;
    let raw = 0;
    for (const [path] of fresh) {
      const s = sizes(path);
      if (s) {
        br += s.br;
        gz += s.gz;
        raw += s.raw;
      }
      seen.add(path);
    }
    const names = fresh.map(([path]) => path.replace('/assets/', '')).join(' ');
    console.log(
      `  ${pad(route, 34)}${padStart(kb(br), 10)}${padStart(kb(gz), 10)}${padStart(kb(raw), 11)}  ${fresh.length} files ${names}`,
    );
  };
  report('/user/login, then log in');
  for (const route of ROUTES) {
    await page.goto(`${server.url}${route}`);
    await assetsSettled(login.assets);
    report(route);
  }
  await context.close();

  // 3. Time to interactive of the login route, throttled, cold cache.
  console.log(`\n/user/login interactive at 3 Mbps / 40 ms, cold cache (${RUNS} runs)`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await timeToInteractive(browser, server.url);
    runs.push(run);
    console.log(
      `  run ${i + 1}: DOMContentLoaded ${run.dcl.toFixed(0)} ms, form ready ${run.form.toFixed(0)} ms (seen by the harness ${run.seen.toFixed(0)} ms), interactive ${run.tti.toFixed(0)} ms, load ${run.load.toFixed(0)} ms (${run.longTasks} long tasks)`,
    );
  }
  const tti = median(runs.map((r) => r.tti));
  console.log(
    `  median: form ready ${median(runs.map((r) => r.form)).toFixed(0)} ms, interactive ${tti.toFixed(0)} ms — ${tti <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms target`,
  );
} finally {
  await browser.close();
  await server.stop();
}
