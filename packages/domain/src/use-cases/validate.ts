import type { z } from 'zod';
import { fieldErrorsOf, ValidationError } from '../shared/errors';

/** Parses input with a schema, turning a failure into a ValidationError that names each field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error.issues));
  return result.data;
}
