// Benchmark of the operation screen and the manage list (a benchmark, not a timed test; targets in
// bench/README.md).
//
//   npx turbo run build --filter=@tender/web && npx node bench/web-operation.mjs [runs]
//
// BENCH_PROFILE=1 traces one more opening and prints where its main thread's time went (web-trace.mjs).
// BENCH_ALL_CALLS=1 prints every run's API calls, not only the first run's.
//
// Against the built app served by the real server process on a fresh PGlite directory with the demo
// data, in Debian's Chromium, signed in as admin, with the app's code already in the browser's cache
// ("warm, after login"), the network throttled to 3 Mbps / 40 ms:
// 1. Opening the operation screen of a project (/manage/operation?id=N → its step): the time until it is
//    interactive — the header with its flow buttons, the blocking messages checked, the step page shown,
//    and 500 ms without a long task. Each API call is printed with its start and end, so one can see
//    the project, its steps and the records load side by side, not one after another.
// 2. The manage list: the time from its GetPaged reply arriving to its 10 rows on screen.
import { chromium } from 'playwright-core';
import {
  assertBuilt,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  LONG_TASKS,
  median,
  pad,
  padStart,
  quietAfterLongTasks,
  startServer,
  THROTTLE,
} from './web-support.mjs';
import { traceMainThread } from './web-trace.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const OPERATION_TARGET_MS = 1000;
const LIST_TARGET_MS = 300;

/** When the manage list's data arrived and when its 10th row was drawn (performance.now()). */
const LIST_PROBE = () => {
  window.__listProbe = { dataAt: null, rowsAt: null };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (String(url).includes('Sproject/GetPaged')) {
      this.addEventListener('load', () => {
        window.__listProbe.dataAt = performance.now();
        window.__listProbe.rowsAt = null;
      });
    }
    return open.call(this, method, url, ...rest);
  };
  new MutationObserver(() => {
    const probe = window.__listProbe;
    if (
      probe.dataAt !== null &&
      probe.rowsAt === null &&
      document.querySelectorAll('.ant-table-row').length >= 10
    ) {
      probe.rowsAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
};

async function signedInContext(baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(LONG_TASKS);
  await context.addInitScript(LIST_PROBE);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/user/login?redirect=%2Fmanage%2Findex`);
  await page.getByLabel(/user name/i).fill('admin');
  await page.getByLabel(/^password$/i).fill('123qwe');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/manage/index', { timeout: 30_000 });
  await page.locator('.ant-table-row').nth(9).waitFor({ timeout: 30_000 });
  return { context, page };
}

/** The API calls of a navigation, with start and end from navigation start (ms). */
async function recordApiCalls(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const calls = new Map();
  let origin = null;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (type === 'Document') origin = timestamp;
    const url = new URL(request.url);
    // A record read is named by its type: a step reads several.
    const recordType =
      url.pathname === '/middleware/record/getPaged'
        ? /type\W+(\w+)/.exec(url.searchParams.get('Filter') ?? '')?.[1]
        : undefined;
    const path = recordType ? `${url.pathname} (${recordType})` : url.pathname;
    if (/^\/(api|middleware|workflow)\//.test(path)) calls.set(requestId, { path, start: timestamp });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const call = calls.get(requestId);
    if (call) call.end = timestamp;
  });
  return {
    cdp,
    report: () =>
      [...calls.values()]
        .filter((call) => origin !== null && call.start >= origin)
        .map((call) => ({
          ...call,
          start: (call.start - origin) * 1000,
          end: ((call.end ?? call.start) - origin) * 1000,
        }))
        .sort((a, b) => a.start - b.start),
  };
}

async function openOperation(page, baseUrl, projectId) {
  const api = await recordApiCalls(page);
  await api.cdp.send('Network.emulateNetworkConditions', THROTTLE);
  await page.goto(`${baseUrl}/manage/operation?id=${projectId}`, { waitUntil: 'commit' });
  await page.getByTestId('operation-step-title').waitFor({ timeout: 60_000 });
  await page.getByTestId('step-page').waitFor({ timeout: 60_000 });
  // The blocking messages are checked once the "checking" line is gone.
  await page.waitForFunction(
    () => !document.body.textContent.includes('Checking the circulation conditions'),
    null,
    {
      polling: 'raf',
      timeout: 60_000,
    },
  );
  const readyAt = await page.evaluate(() => performance.now());
  const lastLongTask = await quietAfterLongTasks(page);
  await api.cdp.send('Network.emulateNetworkConditions', {
    ...THROTTLE,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const step = new URL(page.url()).pathname;
  const calls = api.report();
  // Each opening's session listens to the network: left attached, every later run would pay for all of them.
  await api.cdp.detach();
  return { ready: readyAt, tti: Math.max(readyAt, lastLongTask), calls, step };
}

assertBuilt();
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  console.log(
    `operation screen and manage list — ${server.url}, Chromium ${browser.version()}, node ${process.version}`,
  );
  const { context, page } = await signedInContext(server.url);
  const ids = await page
    .locator('[data-testid="project-table"] .ant-table-row')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-row-key'))));

  // Warm the cache with every chunk the screens need (each project's step has its own page), then measure.
  const measured = Array.from({ length: RUNS }, (_, i) => ids[i % ids.length]);
  for (const projectId of new Set(measured)) await openOperation(page, server.url, projectId);
  console.log(`\n1. /manage/operation?id=… interactive at 3 Mbps / 40 ms, warm cache (${RUNS} runs)`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const projectId = measured[i];
    const run = await openOperation(page, server.url, projectId);
    runs.push(run);
    console.log(
      `  run ${i + 1} (project ${projectId} at ${run.step}): ready ${run.ready.toFixed(0)} ms, interactive ${run.tti.toFixed(0)} ms`,
    );
    if (i === 0 || process.env.BENCH_ALL_CALLS) {
      console.log('    API calls (start → end, ms from navigation start):');
      for (const call of run.calls) {
        console.log(
          `      ${padStart(call.start.toFixed(0), 6)} → ${pad(call.end.toFixed(0), 6)} ${call.path}`,
        );
      }
    }
  }
  const tti = median(runs.map((run) => run.tti));
  console.log(
    `  median interactive ${tti.toFixed(0)} ms — ${tti <= OPERATION_TARGET_MS ? 'within' : 'OVER'} the ${OPERATION_TARGET_MS} ms target`,
  );
  if (process.env.BENCH_PROFILE) {
    let traced;
    const trace = await traceMainThread(page, 'operation-screen', async () => {
      traced = await openOperation(page, server.url, measured[0]);
    });
    console.log(
      `  traced opening (project ${measured[0]}): interactive ${traced.tti.toFixed(0)} ms; main thread busy ${trace.busyMs.toFixed(0)} ms — ${trace.file}`,
    );
    for (const { name, ms } of trace.byName.slice(0, 15)) {
      console.log(`    ${padStart(ms.toFixed(0), 5)} ms  ${name}`);
    }
  }

  console.log(`\n2. manage list: its 10 rows drawn after the GetPaged reply arrives (${RUNS} runs)`);
  const renders = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${server.url}/manage/index`);
    await page.waitForFunction(
      () => window.__listProbe?.rowsAt !== null && window.__listProbe?.rowsAt !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    const probe = await page.evaluate(() => window.__listProbe);
    renders.push(probe.rowsAt - probe.dataAt);
    console.log(`  run ${i + 1}: ${(probe.rowsAt - probe.dataAt).toFixed(0)} ms`);
  }
  const render = median(renders);
  console.log(
    `  median ${render.toFixed(0)} ms — ${render <= LIST_TARGET_MS ? 'within' : 'OVER'} the ${LIST_TARGET_MS} ms target`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
