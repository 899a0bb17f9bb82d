import { type IssueLike, issueMessage } from './validation-messages';

/**
 * The failures every edge understands. Each has a stable code; the server maps codes to HTTP statuses
 * and the ABP envelope, the HTTP adapter maps the envelope back to the same class, the CLI maps codes
 * to exit codes and the UI to a message or form-field errors.
 */
export type DomainErrorCode =
  | 'NOT_PERMITTED'
  | 'BLOCKED'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'CONFLICT'
  | 'UNAUTHENTICATED'
  | 'UNAVAILABLE'
  | 'THROTTLED';

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
}

/** The user lacks the role, ownership or project state that an action needs. */
export class NotPermittedError extends DomainError {
  readonly code = 'NOT_PERMITTED';
}

/** A flow action refused by the circulation checks; `messages` are the blocking messages of §5. */
export class BlockedError extends DomainError {
  readonly code = 'BLOCKED';
  constructor(readonly messages: readonly string[]) {
    super(messages.join('\n'));
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(
    readonly entity: string,
    readonly id: string | number,
  ) {
    super(`${entity} ${id} was not found`);
  }
}

export interface FieldError {
  /** Dotted path of the field, e.g. `sGroupList.0.groupBudget`. */
  readonly field: string;
  readonly message: string;
}

export class ValidationError extends DomainError {
  readonly code = 'VALIDATION';
  constructor(
    readonly fields: readonly FieldError[],
    message = fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; '),
  ) {
    super(message);
  }
}

/**
 * The state changed under the caller (a duplicate number, a flow that already left the expected step, a
 * stale version), or forbids the change (a role still in use): `details` lists what stands in the way.
 */
export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  constructor(
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

/** No valid session: missing, expired or revoked token. */
export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
}

/** The server could not be reached or failed; the message is for humans. */
export class UnavailableError extends DomainError {
  readonly code = 'UNAVAILABLE';
}

/** Too many attempts in a window (failed sign-ins, §9 hardening): try again after `retryAfterSeconds`. */
export class TooManyAttemptsError extends DomainError {
  readonly code = 'THROTTLED';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** Field errors of a failed zod parse, with dotted paths, in the catalogue's words (validation-messages.ts). */
export function fieldErrorsOf(
  issues: readonly (IssueLike & { path: readonly PropertyKey[] })[],
): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issueMessage(issue) }));
}
