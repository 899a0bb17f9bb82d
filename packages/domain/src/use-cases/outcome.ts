import type { ExceptionEffect, ExceptionOutcome } from '../exceptions/exception-effect';
import { NotPermittedError, ValidationError } from '../shared/errors';
import { type Locale, labelIn } from '../shared/labels';

/** The effect of an allowed outcome, or the refusal as the typed error every edge understands. */
export function effectOrThrow(outcome: ExceptionOutcome, locale: Locale = 'en'): ExceptionEffect {
  if (outcome.ok) return outcome.effect;
  const message = labelIn(outcome.message, locale);
  if (outcome.fieldErrors) throw new ValidationError(outcome.fieldErrors, message);
  throw new NotPermittedError(message);
}
