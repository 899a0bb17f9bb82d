import { describe, expect, it } from 'vitest';
import { capturedIo } from '../testing/captured-io';
import { withSpinner } from './spinner';

// Spinners show only when both streams are terminals and the output is not JSON: pipes and scripts
// never see their frames.
describe('withSpinner', () => {
  it('gives the work’s result and writes nothing into a pipe, however long it takes', async () => {
    const { io, stdout, stderr } = capturedIo();
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve('done'), 300));
    await expect(withSpinner(io, true, 'Loading…', slow)).resolves.toBe('done');
    expect(stdout() + stderr()).toBe('');
  });

  it('passes the work’s failure on, and shows nothing when disabled', async () => {
    const { io, stderr } = capturedIo({ stdoutIsTTY: true, stderrIsTTY: true });
    await expect(
      withSpinner(io, false, 'Loading…', () => Promise.reject(new Error('server down'))),
    ).rejects.toThrow('server down');
    expect(stderr()).toBe('');
  });

  it('shows nothing for quick work on a terminal', async () => {
    const { io, stderr } = capturedIo({ stdoutIsTTY: true, stderrIsTTY: true });
    await expect(withSpinner(io, true, 'Loading…', async () => 42)).resolves.toBe(42);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stderr()).toBe('');
  });
});
