import {
  BlockedError,
  ConflictError,
  type DomainError,
  FilterSyntaxError,
  isDomainError,
  issueMessage,
  must,
  TooManyAttemptsError,
  ValidationError,
} from '@tender/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/database-unavailable';
import { sendIndex, wantsWebPage } from '../web-app/web-app';
import { type AbpError, type AbpValidationError, failure } from './envelope';

interface Mapped {
  readonly status: number;
  readonly error: AbpError;
  readonly unAuthorizedRequest?: boolean;
  /** Seconds until a throttled client may try again: the Retry-After header (RFC 9110 §10.2.3). */
  readonly retryAfterSeconds?: number;
}

const INVALID_REQUEST = 'Your request is not valid!';
const INTERNAL_MESSAGE = 'An internal error occurred during your request!';
const DATABASE_UNAVAILABLE = 'The database is unavailable for a moment; please try again shortly.';

function invalid(validationErrors: AbpValidationError[]): Mapped {
  const details = validationErrors.map((v) => `${v.members.join(', ')}: ${v.message}`).join('\n');
  return { status: 400, error: { code: 'VALIDATION', message: INVALID_REQUEST, details, validationErrors } };
}

/** `/password` → `password`, `/sGroupList/0/groupBudget` → `sGroupList.0.groupBudget`. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** The envelope's code of a plain client error that is not a domain error (a plugin's, the object store's). */
const CLIENT_ERROR_CODES: Readonly<Record<number, string>> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** HTTP status of each domain error code (documented in the package README). */
const DOMAIN_STATUS: Record<DomainError['code'], number> = {
  NOT_PERMITTED: 403,
  BLOCKED: 409,
  NOT_FOUND: 404,
  VALIDATION: 400,
  CONFLICT: 409,
  UNAUTHENTICATED: 401,
  UNAVAILABLE: 503,
  THROTTLED: 429,
};

function mapDomainError(error: DomainError): Mapped {
  if (error instanceof ValidationError) {
    return invalid(error.fields.map((f) => ({ message: f.message, members: f.field ? [f.field] : [] })));
  }
  const details =
    error instanceof BlockedError
      ? error.messages.join('\n')
      : error instanceof ConflictError && error.details.length > 0
        ? error.details.join('\n')
        : // The seconds of Retry-After, for clients that read the envelope alone (the HTTP adapter).
          error instanceof TooManyAttemptsError
          ? String(error.retryAfterSeconds)
          : null;
  return {
    status: DOMAIN_STATUS[error.code],
    error: { code: error.code, message: error.message, details, validationErrors: null },
    unAuthorizedRequest: error.code === 'UNAUTHENTICATED',
    ...(error instanceof TooManyAttemptsError && { retryAfterSeconds: error.retryAfterSeconds }),
  };
}

/** Maps any failure to its status and ABP error; anything unknown becomes a generic 500. */
export function mapError(error: unknown): Mapped {
  if (isDomainError(error)) return mapDomainError(error);
  if (error instanceof FilterSyntaxError) return invalid([{ message: error.message, members: ['Filter'] }]);
  if (error instanceof ZodError) {
    return invalid(
      error.issues.map((i) => ({ message: issueMessage(i), members: [i.path.map(String).join('.')] })),
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return invalid(
      // The catalogue's words (validation-messages.ts), so the web can show them in the user's language.
      error.validation.map((v) => ({
        message: issueMessage({ ...v.params, code: v.keyword, message: v.message ?? must('invalid') }),
        members: [fieldOf(v.instancePath)],
      })),
    );
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      error: { code: 'UNAVAILABLE', message: DATABASE_UNAVAILABLE, details: null, validationErrors: null },
      retryAfterSeconds: DATABASE_RETRY_AFTER_S,
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST';
    const message = fastifyError.message ?? 'Bad request';
    return { status, error: { code, message, details: null, validationErrors: null } };
  }
  return {
    status: 500,
    error: { code: 'INTERNAL', message: INTERNAL_MESSAGE, details: null, validationErrors: null },
  };
}

/**
 * A refused authorisation (ASVS V16.3): who asked, in which tenant, for which route, and why; the log
 * line carries the time. Someone probing what they may do shows up here, one warning per attempt.
 */
function logRefusedAuthorisation(request: FastifyRequest, reason: string): void {
  request.log.warn(
    {
      userId: request.auth?.userId ?? null,
      tenantId: request.auth?.tenantId ?? null,
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      reason,
    },
    'authorisation refused',
  );
}

/**
 * Registers the one error handler and the enveloped 404 for unknown routes. With the web app built, a
 * browser asking for a page of the client's router gets the app's index.html instead (SPA fallback).
 */
export function registerErrorHandling(app: FastifyInstance, options: { webApp?: boolean } = {}): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = mapError(error);
    if (mapped.status === 503) request.log.warn({ err: error }, 'database unavailable');
    else if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
    else if (mapped.status === 403) logRefusedAuthorisation(request, mapped.error.message);
    else request.log.info({ code: mapped.error.code, status: mapped.status }, 'request refused');
    if (mapped.retryAfterSeconds !== undefined) reply.header('retry-after', mapped.retryAfterSeconds);
    return reply.status(mapped.status).send(failure(mapped.error, mapped.unAuthorizedRequest ?? false));
  });
  app.setNotFoundHandler((request, reply) =>
    options.webApp && wantsWebPage(request)
      ? sendIndex(reply)
      : reply.status(404).send(
          failure({
            code: 'NOT_FOUND',
            message: `No route for ${request.method} ${request.url.split('?')[0]}`,
            details: null,
            validationErrors: null,
          }),
        ),
  );
}
