import {
  BlockedError,
  ConflictError,
  NotFoundError,
  NotPermittedError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes';
import { DeclinedError, UsageError } from './cli-error';
import { domainCodeOf, exitCodeFor } from './exit-code-for';

// Scripts branch on the exit status (README "Exit codes"): one per kind of failure, never renumbered.
describe('exitCodeFor', () => {
  it.each([
    ['a validation error', new ValidationError([{ field: 'x', message: 'y' }]), ExitCode.Usage],
    ['no session', new UnauthenticatedError('Not signed in'), ExitCode.NotAuthenticated],
    ['a missing permission', new NotPermittedError('no'), ExitCode.NotPermitted],
    ['blocked circulation', new BlockedError(['too few']), ExitCode.Blocked],
    ['an unknown project', new NotFoundError('Project', 1), ExitCode.NotFound],
    ['a project that moved on', new ConflictError('moved'), ExitCode.Conflict],
    ['an unreachable server', new UnavailableError('down'), ExitCode.Unavailable],
    ['a bad command line', new UsageError('--to is required'), ExitCode.Usage],
    ['a declined question', new DeclinedError('not confirmed'), ExitCode.Declined],
    ['a bug', new Error('oops'), ExitCode.Failure],
    ['something thrown that is no error', 'text', ExitCode.Failure],
  ])('gives %s its status', (_, error, code) => {
    expect(exitCodeFor(error)).toBe(code);
  });

  it('recognises domain errors by their stable code, not their class', () => {
    expect(exitCodeFor({ code: 'BLOCKED', message: 'from another copy of the domain' })).toBe(
      ExitCode.Blocked,
    );
    expect(domainCodeOf({ code: 'SOMETHING_ELSE' })).toBeUndefined();
    expect(domainCodeOf(null)).toBeUndefined();
  });
});
