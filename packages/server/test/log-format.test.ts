import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chosenLogFormat, logDestination } from '../src/http/log-format';
import { createLogger } from '../src/http/logger';

/** Readable lines for a person at a terminal; JSON lines for machines (README "Operations"). */
describe('the log format', () => {
  it('is readable on a terminal outside production, JSON when piped or in production, LOG_FORMAT first', () => {
    expect(chosenLogFormat(undefined, { isTerminal: true, production: false })).toBe('pretty');
    expect(chosenLogFormat(undefined, { isTerminal: false, production: false })).toBe('json');
    expect(chosenLogFormat(undefined, { isTerminal: true, production: true })).toBe('json');
    expect(chosenLogFormat('json', { isTerminal: true, production: false })).toBe('json');
    expect(chosenLogFormat('pretty', { isTerminal: false, production: true })).toBe('pretty');
  });

  it('prints a readable line: time, level, message and fields, the token still redacted', async () => {
    const out = new PassThrough();
    const text: string[] = [];
    out.on('data', (chunk: Buffer) => text.push(chunk.toString()));
    const logger = createLogger('info', logDestination('pretty', out));
    logger.info({ address: 'http://127.0.0.1:3000', token: 'secret-token' }, 'listening');
    await new Promise((resolve) => setImmediate(resolve));
    const line = text.join('');
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: listening/);
    expect(line).toContain('address: "http://127.0.0.1:3000"');
    expect(line).toContain('[redacted]');
    expect(line).not.toContain('secret-token');
    expect(() => JSON.parse(line)).toThrow();
  });
});
