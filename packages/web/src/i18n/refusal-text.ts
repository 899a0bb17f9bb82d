import {
  fillTemplate,
  type Locale,
  labelIn,
  type PublicationRefusal,
  REFUSAL_MESSAGES,
  refusalMessageIn,
} from '@tender/domain';

/**
 * A refused request as the user reads it (§8): the server's 409 or 403 message — or any failure's — in
 * `locale` through the domain's refusal catalogue; a message the catalogue does not know as written.
 * The one way every screen shows a server's refusal.
 */
export function refusalText(failure: unknown, locale: Locale): string {
  return refusalMessageIn(failure instanceof Error ? failure.message : String(failure), locale);
}

/**
 * A refusal the client foresees (publicationRefusal, ADR 0022) in `locale`: the very words the server
 * would refuse with, from the same catalogue, so the hint and the refusal read alike.
 */
export function foreseenRefusalText(
  refusal: Pick<PublicationRefusal, 'code' | 'values'>,
  locale: Locale,
): string {
  return fillTemplate(labelIn(REFUSAL_MESSAGES[refusal.code], locale), refusal.values);
}
