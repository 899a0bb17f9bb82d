import type { CliIo } from '../io';

/** Calls shorter than this show no spinner, so quick commands do not flicker. */
const SHOW_AFTER_MS = 250;

/**
 * Runs `work` with a spinner on stderr when it takes longer than a moment — only when both stdout and
 * stderr are terminals and the output is not JSON, so pipes and scripts never see spinner frames.
 */
export async function withSpinner<T>(
  io: CliIo,
  enabled: boolean,
  text: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!enabled || !io.stderrIsTTY || !io.stdoutIsTTY) return work();
  let done = false;
  let stop = () => {};
  const timer = setTimeout(async () => {
    const { default: ora } = await import('ora');
    // The work may have finished while ora loaded: then there is nothing to show.
    if (done) return;
    const spinner = ora({ text, stream: io.stderr as NodeJS.WriteStream }).start();
    stop = () => spinner.stop();
  }, SHOW_AFTER_MS);
  try {
    return await work();
  } finally {
    done = true;
    clearTimeout(timer);
    stop();
  }
}
