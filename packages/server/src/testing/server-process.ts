import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The one launcher of the real server process (src/main.ts, or another script through tsx) for the
 * tests that need a process (signals, crashes, restarts, a second process), the browser journeys and the
 * benchmarks. It is started by node's binary with tsx, not through npx, so the PID is the server's
 * (STACK.md), on a free port of 127.0.0.1, and resolves once the process logs `listening`.
 * Plain Node modules only: the benchmarks import it through tsx from .mjs scripts.
 */

/** packages/server: src/main.ts and tsx are found from there. */
export const SERVER_DIR = resolve(import.meta.dirname, '../..');

export interface ServerProcessOptions {
  /** PostgreSQL to run on (DATABASE_URL); '' runs on PGlite even where the environment names a database. */
  readonly databaseUrl?: string;
  /** The PGlite data directory (TENDER_DATA_DIR). */
  readonly dataDir?: string;
  /** Seed the demo data into an empty database at start (TENDER_DEMO). */
  readonly demo?: boolean;
  /** The built web app to serve (TENDER_WEB_DIR). */
  readonly webDir?: string;
  /**
   * Run in a fresh temporary directory that stop() removes: the PGlite data in its `db/` (unless
   * `dataDir` is given) and, with `webBuild`, a copy of that build in its `web/`, served unless `webDir`
   * is given — so a rebuild during the run (vite empties dist/) cannot pull files from under the pages.
   */
  readonly scratch?: { readonly prefix: string; readonly webBuild?: string };
  /** More environment, over the current one and over what the options above set. */
  readonly env?: Readonly<Record<string, string>>;
  /** The script tsx runs (default src/main.ts), from `cwd` (default packages/server). */
  readonly script?: string;
  /**
   * Run what `npm start` runs: the compiled dist/main.mjs with plain node, no TypeScript loader (build it
   * first: scripts/build.mjs). `script` is then ignored.
   */
  readonly built?: boolean;
  readonly cwd?: string;
  /** Node flags before `--import tsx`, e.g. `--cpu-prof`. */
  readonly nodeArgs?: readonly string[];
  /** Refuse when the process has not logged `listening` by then; by default wait as long as it runs. */
  readonly startTimeoutMs?: number;
  /** stop() sends SIGTERM, then SIGKILL after this long; by default it waits for the exit. */
  readonly killAfterMs?: number;
  /** `pipe` (default) keeps the process's stderr in `lines`; `inherit` passes it through. */
  readonly stderr?: 'pipe' | 'inherit';
  /**
   * Keep every output line in `lines` (default). Off, only the start and error lines are looked at: a
   * benchmark's load generator then spends no CPU on the server's request logs, and they never pile up.
   */
  readonly keepLines?: boolean;
  /** Print the first this many error lines (pino level 50 and up) to stderr (default none). */
  readonly showErrors?: number;
  /** Called when the process exits after it started and before stop() was asked: a crash mid-run. */
  readonly onEarlyExit?: (exit: ProcessExit) => void;
}

export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** The output kept so far (empty with `keepLines: false`). */
  readonly lines: readonly string[];
}

export interface ServerProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Everything the process printed, line by line (stdout JSON logs, and stderr when piped). */
  readonly lines: string[];
  /** The scratch directory, and the copy of the build served from it, when `scratch` asked for them. */
  readonly dir: string | undefined;
  readonly webDir: string | undefined;
  /** Resolves with the exit code once the process has exited. */
  exited(): Promise<number | null>;
  /** Stops the process (SIGTERM) and removes the scratch directory. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/**
 * No server outlives whoever started it (a benchmark that failed, a run interrupted with Ctrl-C, a test
 * worker killed): on this process's exit or a terminating signal, every child still running is killed, and
 * each child also stops by itself once its stdin — a pipe from this process — closes (TENDER_STOP_WITH_PARENT,
 * main.ts), which covers even a SIGKILL of this process.
 */
let cleanUpInstalled = false;
function killChildrenOnExit(): void {
  if (cleanUpInstalled) return;
  cleanUpInstalled = true;
  process.once('exit', killServerProcesses);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killServerProcesses();
      // The handler was the only one: raised again, the signal has its default effect.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/** Starts the server process; resolves once it listens, with its URL. */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const scratch = await scratchOf(options);
  const webDir = options.webDir ?? scratch.webDir;
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(options.built ? ['dist/main.mjs'] : ['--import', 'tsx', options.script ?? 'src/main.ts']),
    ],
    {
      cwd: options.cwd ?? SERVER_DIR,
      env: environmentOf(options, options.dataDir ?? scratch.dataDir, webDir),
      stdio: ['pipe', 'pipe', options.stderr ?? 'pipe'],
    },
  );
  killChildrenOnExit();
  running.add(child);
  const exit = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  const lines: string[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await stopProcess(child, exit, options.killAfterMs);
    if (scratch.dir) await rm(scratch.dir, { recursive: true, force: true });
  };
  const url = await listeningUrl(child, exit, lines, options).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await stop();
    throw error;
  });
  void exit.then((code) => {
    if (!stopping) options.onEarlyExit?.({ code, signal: child.signalCode, lines });
  });
  return { child, url, lines, dir: scratch.dir, webDir, exited: () => exit, stop };
}

/** Kills whatever this module started and is still running (a test file's afterAll). */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

async function scratchOf(options: ServerProcessOptions) {
  if (!options.scratch) return { dir: undefined, dataDir: undefined, webDir: undefined };
  const dir = await mkdtemp(join(tmpdir(), options.scratch.prefix));
  const webBuild = options.scratch.webBuild;
  const webDir = webBuild ? join(dir, 'web') : undefined;
  if (webBuild && webDir) await cp(webBuild, webDir, { recursive: true });
  return { dir, dataDir: join(dir, 'db'), webDir };
}

function environmentOf(
  options: ServerProcessOptions,
  dataDir: string | undefined,
  webDir: string | undefined,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    TENDER_STOP_WITH_PARENT: '1',
    // A busy test machine stalls a process for seconds at a time: no test sheds load unless it asks.
    TENDER_SHED_EVENT_LOOP_DELAY_MS: '0',
    ...(options.databaseUrl !== undefined ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(dataDir !== undefined ? { TENDER_DATA_DIR: dataDir } : {}),
    ...(options.demo !== undefined ? { TENDER_DEMO: options.demo ? '1' : '0' } : {}),
    ...(webDir !== undefined ? { TENDER_WEB_DIR: webDir } : {}),
    ...options.env,
  };
}

/** Reads the process's output until it logs `listening`; refuses when it exits or times out first. */
function listeningUrl(
  child: ChildProcess,
  exit: Promise<number | null>,
  lines: string[],
  options: ServerProcessOptions,
): Promise<string> {
  const keep = options.keepLines ?? true;
  const script = options.script ?? 'src/main.ts';
  let errorsShown = 0;
  return new Promise((resolveUrl, reject) => {
    const timer =
      options.startTimeoutMs === undefined
        ? undefined
        : setTimeout(
            () => reject(new Error(`${script} did not start:\n${lines.join('\n')}`)),
            options.startTimeoutMs,
          );
    if (keep) child.stderr?.on('data', (chunk) => lines.push(String(chunk)));
    let buffered = '';
    child.stdout!.on('data', (chunk) => {
      buffered += String(chunk);
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        if (keep && line) lines.push(line);
        // Only the start and errors matter here; every other line is left unparsed.
        if (!line.startsWith('{') || !/"msg":"listening"|"level":[56]0/.test(line)) continue;
        const entry = JSON.parse(line) as { msg?: string; address?: string; level?: number };
        if (entry.msg === 'listening' && entry.address) {
          clearTimeout(timer);
          resolveUrl(entry.address);
        } else if ((entry.level ?? 0) >= 50 && errorsShown++ < (options.showErrors ?? 0)) {
          console.error(line.slice(0, 400));
        }
      }
    });
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before listening:\n${lines.join('\n')}`));
    });
  });
}

async function stopProcess(child: ChildProcess, exit: Promise<number | null>, killAfterMs?: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const force = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exit;
  clearTimeout(force);
}
