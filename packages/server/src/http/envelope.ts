import { z } from 'zod';

/** One entry of ABP's validationErrors: a message and the fields it concerns. */
export interface AbpValidationError {
  readonly message: string;
  readonly members: string[];
}

/**
 * The error part of the envelope. `code` is the domain's stable error code (NOT_FOUND, VALIDATION …,
 * INTERNAL, PAYLOAD_TOO_LARGE) so that the HTTP adapter can rebuild the same error class.
 */
export interface AbpError {
  readonly code: string;
  readonly message: string;
  readonly details: string | null;
  readonly validationErrors: AbpValidationError[] | null;
}

/** The ABP reply envelope that every reply of the API travels in (§7; README "Contract"). */
export interface AbpEnvelope<T> {
  readonly success: boolean;
  readonly result: T | null;
  readonly error: AbpError | null;
  readonly unAuthorizedRequest: boolean;
  readonly __abp: true;
}

/** A successful envelope, typed so that route handlers match their `abp(schema)` response. */
export interface AbpSuccess<T> {
  readonly success: true;
  readonly result: T;
  readonly error: null;
  readonly unAuthorizedRequest: false;
  readonly __abp: true;
}

/** The one place a successful result is wrapped. */
export function ok<T>(result: T): AbpSuccess<T> {
  return { success: true, result, error: null, unAuthorizedRequest: false, __abp: true };
}

/** The one place a failure is wrapped (used by the error handler and the not-found handler). */
export function failure(error: AbpError, unAuthorizedRequest = false): AbpEnvelope<null> {
  return { success: false, result: null, error, unAuthorizedRequest, __abp: true };
}

const abpErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(z.object({ message: z.string(), members: z.array(z.string()) })).nullable(),
});

/** The response schema of a route whose result has the given schema (for validation and OpenAPI). */
export function abp<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    result: result.nullable(),
    error: abpErrorSchema.nullable(),
    unAuthorizedRequest: z.boolean(),
    __abp: z.literal(true),
  });
}
