import { ValidationError } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The workflow helper's refusals for missing input (§8: "parameter missing, missing user name, data
 * missing" are returned, not shown): each is a 400 naming the field, so callers can tell them apart.
 */
export const MISSING = {
  /** An identifier the call needs: key, businessKey, taskId, processInstanceId, tenantId, groupId. */
  parameter: 'parameter missing',
  /** The user name of a user call. */
  userName: 'missing user name',
  /** The content of a record (a tenant's name) or the whole body of a POST. */
  data: 'data missing',
} as const;

/** A required text parameter whose absence (or blank value) answers with the given §8 message. */
export function required(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max);
}

export const requiredParameter = () => required(MISSING.parameter);
export const requiredUserName = () => required(MISSING.userName, 100);

/** preValidation of the POST routes: a call without a JSON body is "data missing" on `body`. */
export async function requireBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) {
    throw new ValidationError([{ field: 'body', message: MISSING.data }]);
  }
}
