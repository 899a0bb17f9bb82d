import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { startTestServer, type TestServer } from '@tender/server/testing';
import { inject } from 'vitest';
import { runProgram } from '../src/program';
import { capturedIo } from '../src/testing/captured-io';

export type { TestServer };

export const PASSWORD = '123qwe';

/** The real API server in-process on PGlite, loaded from the demo snapshot of the global setup. */
export async function startServer(): Promise<TestServer> {
  const bytes = await readFile(inject('pgliteSnapshot'));
  return startTestServer({ snapshot: new Blob([new Uint8Array(bytes)]) });
}

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RunOptions {
  readonly stdin?: string;
  readonly env?: Record<string, string | undefined>;
  /** Pretend stdout (and stderr) are a terminal: tables instead of tab-separated lines. */
  readonly tty?: boolean;
}

/**
 * A user of the CLI with their own config directory (XDG_CONFIG_HOME), running command lines in-process
 * through program.ts with captured streams — as a shell session would, one command after another.
 */
export class CliUser {
  readonly xdg = mkdtempSync(join(tmpdir(), 'tender-cli-xdg-'));

  constructor(readonly server: TestServer) {}

  get configDir(): string {
    return join(this.xdg, 'tender');
  }

  async run(args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
    const { io, stdout, stderr } = capturedIo({
      stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
      env: { XDG_CONFIG_HOME: this.xdg, TENDER_SERVER: this.server.url, ...options.env },
      stdoutIsTTY: options.tty === true,
    });
    const code = await runProgram(args, io);
    const out = stdout();
    return {
      code,
      stdout: out,
      stderr: stderr(),
      json: <T>() => JSON.parse(out) as T,
    };
  }

  async logIn(userName: string): Promise<void> {
    const run = await this.run(['auth', 'login', '--user', userName, '--password-stdin'], {
      stdin: PASSWORD,
    });
    if (run.code !== 0) throw new Error(`login of ${userName} failed: ${run.stderr}`);
  }

  dispose(): void {
    rmSync(this.xdg, { recursive: true, force: true });
  }
}
