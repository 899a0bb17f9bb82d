// Benchmark of the server's start (a benchmark, not a timed test; figures in bench/README.md):
//
//   npx tsx bench/server-start.mjs [runs]
//
// The time from spawning the process to its `listening` log line, on an embedded database that is already
// migrated and seeded (a copy of one per run), for the compiled server `npm start` runs
// (`node dist/main.mjs`) against the same server through the TypeScript loader (`node --import tsx
// src/main.ts`, what `npm start` ran before), interleaved, median of N. Every process it starts is stopped,
// also when it fails or is interrupted.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  killServerProcesses,
  SERVER_DIR,
  startServerProcess,
} from '../packages/server/src/testing/server-process.ts';

const RUNS = Number(process.argv[2] ?? 7);
const scratch = mkdtempSync(join(tmpdir(), 'tender-start-bench-'));
const cleanUp = () => {
  killServerProcesses();
  rmSync(scratch, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeStart(built, seeded, run) {
  const dataDir = join(scratch, `${built ? 'built' : 'tsx'}-${run}`);
  cpSync(seeded, dataDir, { recursive: true });
  const started = performance.now();
  const server = await startServerProcess({ built, dataDir, databaseUrl: '', keepLines: false });
  const elapsed = performance.now() - started;
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return elapsed;
}

try {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  const seeded = join(scratch, 'seeded');
  const first = await startServerProcess({ built: true, dataDir: seeded, databaseUrl: '', keepLines: false });
  await first.stop();
  const times = { built: [], tsx: [] };
  for (let run = 0; run < RUNS; run++) {
    times.built.push(await timeStart(true, seeded, run));
    times.tsx.push(await timeStart(false, seeded, run));
  }
  const line = (name, xs) =>
    `${name.padEnd(34)} median ${median(xs).toFixed(0)} ms   min ${Math.min(...xs).toFixed(0)} ms   max ${Math.max(...xs).toFixed(0)} ms`;
  console.log(`node ${process.version}, ${RUNS} starts each on a seeded PGlite directory, spawn → listening`);
  console.log(line('node dist/main.mjs (npm start)', times.built));
  console.log(line('node --import tsx src/main.ts', times.tsx));
} finally {
  cleanUp();
}
