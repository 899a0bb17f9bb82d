import {
  BlockedError,
  ConflictError,
  type DomainError,
  type FieldError,
  NotFoundError,
  NotPermittedError,
  refusal,
  TooManyAttemptsError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from '@tender/domain';

/** One entry of ABP's validationErrors: a message and the fields it concerns. */
export interface AbpValidationError {
  readonly message: string;
  readonly members?: readonly string[] | null;
}

export interface AbpErrorInfo {
  /** The domain's stable error code (NOT_FOUND, VALIDATION …) on our server; a number on a legacy ABP one. */
  readonly code?: string | number | null;
  readonly message?: string | null;
  readonly details?: string | null;
  readonly validationErrors?: readonly AbpValidationError[] | null;
}

/** The ABP reply envelope every reply of the API travels in (§7; the server README's "Contract"). */
export interface AbpEnvelope {
  readonly success: boolean;
  readonly result: unknown;
  readonly error?: AbpErrorInfo | null;
  readonly unAuthorizedRequest?: boolean;
  readonly __abp?: boolean;
}

/**
 * Whether a body is an ABP envelope. The middleware's own replies (`{success, message}` from
 * tools/getServerTime) are not, so they pass through untouched; recognising the shape rather than
 * configuring it per service lets a split deployment wrap or not wrap either service.
 */
export function isAbpEnvelope(body: unknown): body is AbpEnvelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const candidate = body as Record<string, unknown>;
  if (candidate.__abp === true) return true;
  return typeof candidate.success === 'boolean' && ('result' in candidate || 'error' in candidate);
}

/** Where a failed call went, for the wording of the error. */
export interface FailureContext {
  /** The service in words, e.g. "the API server". */
  readonly service: string;
  readonly baseURL: string;
  readonly url: string;
  /** What a 404 means for this call; without it the error names the URL. */
  readonly notFound?: { readonly entity: string; readonly id: string | number };
}

/** The field errors of validationErrors: one per member, or one without a field when none is named. */
export function fieldErrorsOfAbp(
  validationErrors: readonly AbpValidationError[] | null | undefined,
): FieldError[] {
  return (validationErrors ?? []).flatMap((v) =>
    v.members && v.members.length > 0
      ? v.members.map((field) => ({ field, message: v.message }))
      : [{ field: '', message: v.message }],
  );
}

function errorInfoOf(body: unknown): AbpErrorInfo | undefined {
  if (isAbpEnvelope(body)) return body.error ?? undefined;
  // A non-ABP failure (a proxy's HTML page, a bare `{message}`) still may carry a message.
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return { message: (body as { message: string }).message };
  }
  return undefined;
}

function notFound(message: string, context: FailureContext): NotFoundError {
  const error = new NotFoundError(
    context.notFound?.entity ?? 'Resource',
    context.notFound?.id ?? context.url,
  );
  // The server's wording is the one to show; the entity and id stay for callers that branch on them.
  if (message) error.message = message;
  return error;
}

function validation(info: AbpErrorInfo | undefined, message: string): ValidationError {
  const fields = fieldErrorsOfAbp(info?.validationErrors);
  return fields.length > 0
    ? new ValidationError(fields)
    : new ValidationError([{ field: '', message }], message);
}

/** The envelope's details, one entry per line (blocking messages, what a conflict's refusal names). */
function detailLines(info: AbpErrorInfo | undefined): string[] {
  return (info?.details ?? '').split('\n').filter((line) => line.trim() !== '');
}

function blocked(info: AbpErrorInfo | undefined, message: string): BlockedError {
  const lines = detailLines(info);
  return new BlockedError(lines.length > 0 ? lines : [message]);
}

/** What stands in the way rides in the details (a role still in use lists its users and template steps). */
function conflict(info: AbpErrorInfo | undefined, message: string): ConflictError {
  return new ConflictError(message || refusal('dataChanged'), detailLines(info));
}

/**
 * The typed domain error for a failed reply (§8): the envelope's domain code when the server sent one
 * (our server does, so BLOCKED and CONFLICT — both 409 — stay apart), otherwise the HTTP status.
 */
export function errorFromReply(status: number, body: unknown, context: FailureContext): DomainError {
  const info = errorInfoOf(body);
  const message = info?.message?.trim() || '';
  switch (info?.code) {
    case 'VALIDATION':
      return validation(info, message);
    case 'BLOCKED':
      return blocked(info, message);
    case 'NOT_FOUND':
      return notFound(message, context);
    case 'CONFLICT':
      return conflict(info, message);
    case 'NOT_PERMITTED':
      return new NotPermittedError(message || refusal('notPermitted'));
    case 'UNAUTHENTICATED':
      return new UnauthenticatedError(message || 'Your session has ended; please log in again');
    case 'THROTTLED':
      // The server puts Retry-After's seconds in the details too (server http/error-handler.ts).
      return new TooManyAttemptsError(message, Number(info.details) || 60);
    case 'UNAVAILABLE':
      return new UnavailableError(
        message || `${capitalise(context.service)} is unavailable; try again later`,
      );
  }
  if (status === 400 || status === 422) return validation(info, message || 'The request is not valid');
  if (status === 401)
    return new UnauthenticatedError(message || 'Your session has ended; please log in again');
  if (status === 403) return new NotPermittedError(message || refusal('notPermitted'));
  if (status === 404) return notFound(message, context);
  if (status === 409) return conflict(info, message);
  if (status === 429)
    return new UnavailableError(`${capitalise(context.service)} is busy; try again in a moment`);
  if (status >= 500) {
    const detail = message ? `: ${message}` : '';
    return new UnavailableError(
      `${capitalise(context.service)} failed (HTTP ${status})${detail}. Try again later.`,
    );
  }
  // A 2xx whose envelope says success: false, or a status no rule covers: still a failure, never a result.
  return new UnavailableError(
    `${capitalise(context.service)} refused the request (HTTP ${status})${message ? `: ${message}` : ''}`,
  );
}

/** What the network layer reports when no reply arrived at all. */
export interface TransportFailure {
  /** Node's or axios's error code: ECONNREFUSED, ECONNABORTED, ETIMEDOUT, ERR_NETWORK … */
  readonly code?: string | undefined;
  readonly message: string;
}

/**
 * An UnavailableError with a message a person can act on, for a call that got no reply: refused,
 * reset, timed out, or an unknown host (§8: network failures and time-outs are typed errors).
 */
export function errorFromTransport(
  failure: TransportFailure,
  context: FailureContext,
  timeoutMs: number,
): UnavailableError {
  const where = `${context.service} at ${context.baseURL}`;
  switch (failure.code) {
    case 'ECONNABORTED':
    case 'ETIMEDOUT':
      return new UnavailableError(
        `${capitalise(context.service)} did not answer within ${duration(timeoutMs)}. Try again later.`,
      );
    case 'ECONNREFUSED':
      return new UnavailableError(
        `Cannot reach ${where}: the connection was refused. Is the server running?`,
      );
    case 'ECONNRESET':
    case 'EPIPE':
      return new UnavailableError(`The connection to ${where} was dropped. Try again.`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new UnavailableError(
        `Cannot reach ${where}: the host name is unknown. Check the server address.`,
      );
    case 'ERR_CANCELED':
      return new UnavailableError(`The request to ${where} was cancelled.`);
    default:
      return new UnavailableError(
        `Cannot reach ${where}. Check the network connection. (${failure.message})`,
      );
  }
}

function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
