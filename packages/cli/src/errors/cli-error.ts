import { ExitCode } from '../exit-codes';

/** A failure of the CLI itself (not of the domain), with the exit status it ends the run with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}

/** The command line or an input is wrong; the message says how to fix it. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, ExitCode.Usage);
  }
}

/** A state-changing command that was not confirmed. */
export class DeclinedError extends CliError {
  constructor(message: string) {
    super(message, ExitCode.Declined);
  }
}
