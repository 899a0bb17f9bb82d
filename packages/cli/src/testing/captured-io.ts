import { PassThrough, Readable } from 'node:stream';
import type { CliIo } from '../io';

/** A CliIo over in-memory streams, for unit tests: what the program wrote, as text. */
export function capturedIo(options: Partial<Omit<CliIo, 'stdout' | 'stderr'>> = {}) {
  const out = collect();
  const err = collect();
  const io: CliIo = {
    stdin: Readable.from([]),
    env: {},
    stdinIsTTY: false,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    ...options,
    stdout: out.stream,
    stderr: err.stream,
  };
  return { io, stdout: out.text, stderr: err.text };
}

function collect() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}
