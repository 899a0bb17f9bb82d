// Benchmark of the `tender` CLI's start (a benchmark, not a timed test; targets in bench/README.md).
//
//   node packages/cli/scripts/build.mjs && node bench/cli-start.mjs [runs]      start-up only
//   npx tsx bench/cli-start.mjs [runs]                                         also `flow next`
//
// 1. Start: `tender --help` (the bin shim → dist bundle) against a bare `node -e 0`, measured in the same
//    run, interleaved, median of N.
// 2. Under tsx only (it imports the TypeScript server): `tender flow next <id> --yes` in-process against an
//    in-process server, against the median HTTP round trip of the same server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';

const ROOT = join(import.meta.dirname, '..');
const SHIM = join(ROOT, 'packages/cli/bin/tender.mjs');
const BUNDLE = join(ROOT, 'packages/cli/dist/tender.mjs');
const RUNS = Number(process.argv[2] ?? 21);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const ms = (x) => `${x.toFixed(1)} ms`;

function timeSpawn(args) {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

if (!existsSync(BUNDLE)) {
  console.error('no bundle: run `npm run build -w @tender/cli` first (the shim would fall back to tsx)');
  process.exit(1);
}
const bare = [];
const help = [];
timeSpawn(['-e', '0']);
timeSpawn([SHIM, '--help']);
for (let i = 0; i < RUNS; i++) {
  bare.push(timeSpawn(['-e', '0']));
  help.push(timeSpawn([SHIM, '--help']));
}
const ratio = median(help) / median(bare);
console.log(`node ${process.version}, ${RUNS} runs each, medians`);
console.log(`node -e 0          ${ms(median(bare))}`);
console.log(`tender --help      ${ms(median(help))}   (${ratio.toFixed(2)}× node -e 0; target ≤ 2×)`);

// `flow next` needs the TypeScript server and program: only when running under tsx.
let server;
try {
  server = await import('@tender/server/testing');
} catch {
  console.log('flow next          skipped (run under `npx tsx` to measure it)');
  process.exit(0);
}
const { runProgram } = await import('../packages/cli/src/program.ts');
const test = await server.startTestServer();
const xdg = mkdtempSync(join(tmpdir(), 'tender-bench-'));
const io = (stdin = '') => ({
  stdin: Readable.from([stdin]),
  stdout: new PassThrough().resume(),
  stderr: new PassThrough().resume(),
  env: { XDG_CONFIG_HOME: xdg, TENDER_SERVER: test.url },
  stdinIsTTY: false,
  stdoutIsTTY: false,
  stderrIsTTY: false,
});
const cli = async (args, stdin) => {
  const out = io(stdin);
  let text = '';
  let errors = '';
  out.stdout.on('data', (c) => {
    text += c;
  });
  out.stderr.on('data', (c) => {
    errors += c;
  });
  const code = await runProgram(args, out);
  return { code, text, errors };
};
try {
  const login = await cli(['auth', 'login', '--user', 'manager', '--password-stdin'], '123qwe');
  if (login.code !== 0) throw new Error(login.errors);
  // Projects on a step without circulation checks of its own move on whenever no objection is open.
  const list = await cli([
    'projects',
    'list',
    '--state',
    'running',
    '--step',
    '招标文件编制',
    '--page-size',
    '100',
    '--json',
  ]);
  if (list.code !== 0) throw new Error(list.errors);
  const ids = JSON.parse(list.text).items.map((p) => p.id);
  const rtt = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await (await fetch(`${test.url}/middleware/tools/getServerTime`)).text();
    rtt.push(performance.now() - start);
  }
  const next = [];
  for (const id of ids) {
    const start = performance.now();
    const run = await cli(['flow', 'next', String(id), '--yes']);
    if (run.code === 0) next.push(performance.now() - start);
  }
  console.log(`HTTP round trip    ${ms(median(rtt))}   (GET tools/getServerTime)`);
  console.log(
    `flow next          ${ms(median(next))}   (in-process, ${next.length} projects; target ≤ round trip + 100 ms = ${ms(median(rtt) + 100)})`,
  );
} finally {
  await test.close();
  rmSync(xdg, { recursive: true, force: true });
}
