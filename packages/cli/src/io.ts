import type { Readable, Writable } from 'node:stream';

/**
 * Everything the program touches outside itself, so tests run it in-process with their own streams and
 * environment. `main.ts` passes the real process; nothing else reads `process` directly.
 */
export interface CliIo {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether stdin is a terminal a person can answer prompts on. */
  readonly stdinIsTTY: boolean;
  /** Whether stdout is a terminal (tables and colour) rather than a pipe (tab-separated lines). */
  readonly stdoutIsTTY: boolean;
  /** Whether stderr is a terminal (spinners). */
  readonly stderrIsTTY: boolean;
}

export function processIo(): CliIo {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    stdinIsTTY: process.stdin.isTTY === true,
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
  };
}
