import type { CliIo } from '../io';
import { type Colours, coloursFor } from './colours';
import { renderPlain } from './render-plain';
import type { View } from './view';

export type OutputMode = 'json' | 'human' | 'plain';

/**
 * The one place that writes: data to stdout as JSON (`--json`), as tables on a terminal or as
 * tab-separated lines in a pipe; messages and errors to stderr, so piped data stays clean.
 */
export class Printer {
  readonly mode: OutputMode;
  readonly colours: Colours;
  /** Colours for stderr, which may be a terminal while stdout is piped. */
  readonly errorColours: Colours;

  constructor(
    private readonly io: CliIo,
    options: { readonly json: boolean; readonly color: boolean },
  ) {
    this.mode = options.json ? 'json' : io.stdoutIsTTY ? 'human' : 'plain';
    this.colours = coloursFor({ isTTY: io.stdoutIsTTY, env: io.env, colorFlag: options.color });
    this.errorColours = coloursFor({ isTTY: io.stderrIsTTY, env: io.env, colorFlag: options.color });
  }

  async print(view: View): Promise<void> {
    const text =
      this.mode === 'json'
        ? JSON.stringify(view.json, null, 2)
        : this.mode === 'human'
          ? // cli-table3 is loaded only for a terminal: it would double the start-up code of `--help`.
            (await import('./render-human')).renderHuman(view.blocks, this.colours)
          : renderPlain(view.blocks);
    if (text !== '') this.io.stdout.write(`${text}\n`);
  }

  /** A message for the person at the terminal (what happened), never data. */
  info(message: string): void {
    this.io.stderr.write(`${message}\n`);
  }

  success(message: string): void {
    this.info(this.errorColours.green(message));
  }

  /** Something about the data the person should weigh (a date that may still move), not a failure. */
  warn(message: string): void {
    this.io.stderr.write(`${this.errorColours.yellow(`warning: ${message}`)}\n`);
  }

  error(message: string): void {
    this.io.stderr.write(`${this.errorColours.red(`error: ${message}`)}\n`);
  }
}
