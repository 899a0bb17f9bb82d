import { type Locale, refusalMessageIn } from '@tender/domain';

/**
 * A refused request as the user reads it (§8): the server's 409 or 403 message — or any failure's — in
 * `locale` through the domain's refusal catalogue; a message the catalogue does not know as written.
 * The one way every screen shows a server's refusal.
 */
export function refusalText(failure: unknown, locale: Locale): string {
  return refusalMessageIn(failure instanceof Error ? failure.message : String(failure), locale);
}
