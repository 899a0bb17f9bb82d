/**
 * The exit statuses of `tender`, documented in the README. Scripts branch on them, so they never change
 * meaning: add new codes, do not renumber.
 */
export const ExitCode = {
  Ok: 0,
  /** An unexpected failure (a bug): the message says what happened. */
  Failure: 1,
  /** Bad command line or invalid input (unknown option, missing argument, §5 validation messages). */
  Usage: 2,
  /** No valid session: log in, or set TENDER_TOKEN. */
  NotAuthenticated: 3,
  /** The signed-in user may not do this (missing role, read-only project). */
  NotPermitted: 4,
  /** The circulation checks block the flow (§5); `flow check` exits with this when blocked. */
  Blocked: 5,
  NotFound: 6,
  /** The project changed under the command (it moved on, or the action does not fit its state). */
  Conflict: 7,
  /** The server could not be reached, timed out or failed. */
  Unavailable: 8,
  /** A confirm question was answered no, or could not be asked (no terminal and no --yes). */
  Declined: 9,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
