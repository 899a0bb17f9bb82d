import type { Command } from 'commander';
import { describeError } from './errors/describe-error';
import { exitCodeFor } from './errors/exit-code-for';
import { ExitCode } from './exit-codes';
import type { CliIo } from './io';
import { Printer } from './output/printer';
import type { Runtime, RuntimeOptions } from './runtime/runtime';

/** The options every command accepts (declared on the root program). */
export interface GlobalOptions {
  readonly json: boolean;
  readonly color: boolean;
  readonly lang?: string;
}

/** What an action gets: its arguments and options, the printer, and the lazily built runtime. */
export interface ActionScope<Options> {
  /** The arguments after their parsers ran (a project id is a number). */
  readonly args: readonly unknown[];
  readonly options: Options;
  readonly globals: GlobalOptions;
  readonly io: CliIo;
  readonly printer: Printer;
  readonly command: Command;
  /** The container and config, built on first use so that `--help` never loads them. */
  runtime(options?: Omit<RuntimeOptions, 'lang'>): Promise<Runtime>;
}

/** An action returns nothing for success, or the exit status it ends with (e.g. `flow check` when blocked). */
export type ActionHandler<Options> = (scope: ActionScope<Options>) => Promise<ExitCode | undefined>;

/**
 * Shared by every command of one program run: the io, and the exit status the run ends with. Actions set
 * it; only main.ts exits (ARCHITECTURE example 10), so tests run the program in-process.
 */
export class ProgramContext {
  exitCode: ExitCode = ExitCode.Ok;

  constructor(readonly io: CliIo) {}

  /** Wraps a handler as a commander action: builds its scope, prints a failure, sets the exit status. */
  action<Options>(handler: ActionHandler<Options>): (...args: unknown[]) => Promise<void> {
    return async (...args: unknown[]) => {
      const command = args.at(-1) as Command;
      const globals = command.optsWithGlobals() as GlobalOptions;
      const printer = new Printer(this.io, globals);
      const scope: ActionScope<Options> = {
        args: command.processedArgs,
        options: command.opts() as Options,
        globals,
        io: this.io,
        printer,
        command,
        runtime: async (options = {}) => {
          const { openRuntime } = await import('./runtime/runtime');
          return openRuntime(this.io, { ...options, ...(globals.lang ? { lang: globals.lang } : {}) });
        },
      };
      try {
        this.exitCode = (await handler(scope)) ?? ExitCode.Ok;
      } catch (error) {
        for (const line of describeError(error, Boolean(this.io.env.TENDER_DEBUG))) printer.error(line);
        this.exitCode = exitCodeFor(error);
      }
    };
  }
}
