import { ExitCode } from '../exit-codes';
import { CliError } from './cli-error';

/**
 * The exit status for a failure. Domain errors are recognised by their stable `code` (not by class), so
 * this module does not load the domain: `tender --help` stays fast.
 */
const BY_DOMAIN_CODE: Readonly<Record<string, ExitCode>> = {
  VALIDATION: ExitCode.Usage,
  UNAUTHENTICATED: ExitCode.NotAuthenticated,
  NOT_PERMITTED: ExitCode.NotPermitted,
  BLOCKED: ExitCode.Blocked,
  NOT_FOUND: ExitCode.NotFound,
  CONFLICT: ExitCode.Conflict,
  UNAVAILABLE: ExitCode.Unavailable,
  // Try again later, as for a server that is down.
  THROTTLED: ExitCode.Unavailable,
};

export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof CliError) return error.exitCode;
  const code = domainCodeOf(error);
  return code ? (BY_DOMAIN_CODE[code] ?? ExitCode.Failure) : ExitCode.Failure;
}

export function domainCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code in BY_DOMAIN_CODE ? code : undefined;
}
