import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boundedLogDestination, createLogger } from '../src/http/logger';

/** The server's log output to a reader that stalls: memory stays bounded (src/http/logger.ts). */
let cleanUp: (() => void) | undefined;
afterEach(() => cleanUp?.());

/** A named pipe nobody reads yet; opened read-write, so opening it does not wait for a reader. */
function stalledPipe(): { path: string; writeFd: number } {
  const dir = mkdtempSync(join(tmpdir(), 'tender-log-'));
  const path = join(dir, 'log');
  execFileSync('mkfifo', [path]);
  cleanUp = () => rmSync(dir, { recursive: true, force: true });
  return { path, writeFd: openSync(path, 'r+') };
}

describe('the bounded log destination', () => {
  it('drops lines past its bound while the reader stalls, then says how many once it caught up', async () => {
    const pipe = stalledPipe();
    const destination = boundedLogDestination(pipe.writeFd, 64 * 1024);
    let drops = 0;
    destination.on('drop', () => {
      drops++;
    });
    const logger = createLogger('info', destination);
    // About 750 KB of lines against a 64 KB pipe and a 64 KB buffer.
    for (let i = 0; i < 5_000; i++) logger.info({ i, pad: 'x'.repeat(100) }, 'line');
    expect(drops).toBeGreaterThan(3_000);

    // The reader comes back: everything kept arrives, then the count of what was lost.
    const reader = createReadStream(pipe.path);
    let text = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no drop report in: …${text.slice(-300)}`)), 10_000);
      reader.on('data', (chunk) => {
        text += String(chunk);
        if (text.includes('"droppedLines"')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    reader.destroy();
    const report = JSON.parse(text.split('\n').find((line) => line.includes('"droppedLines"')) ?? '{}');
    expect(report).toMatchObject({ level: 40, droppedLines: drops });
    const kept = text.split('\n').filter((line) => line.includes('"msg":"line"'));
    expect(kept.length + drops).toBe(5_000);
    destination.destroy();
  });
});
