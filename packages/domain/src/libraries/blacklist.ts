import { z } from 'zod';
import { refusal } from '../shared/refusal-messages';
import { must } from '../shared/validation-messages';

/**
 * A bidder's blacklisting (黑名单): a reason and a period. A period without an end holds until it is
 * lifted. While one holds on a day, no sign-up of that bidder may be recorded (issue: libraries).
 */
export const blacklistingSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, must('required'))
      .max(500, must('maxChars', { max: 500 })),
    /** The first day of the period (YYYY-MM-DD). */
    from: z.iso.date({ message: must('invalid') }),
    /** The last day of the period (YYYY-MM-DD), or null for one without an end. */
    until: z.iso
      .date({ message: must('invalid') })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((entry) => entry.until === null || entry.until >= entry.from, {
    message: must('afterFrom'),
    path: ['until'],
  });
export type Blacklisting = z.infer<typeof blacklistingSchema>;

/** The blacklisting that holds on `today` (YYYY-MM-DD), the one ending last when several overlap; or null. */
export function blacklistingOn(entries: readonly Blacklisting[], today: string): Blacklisting | null {
  const holding = entries.filter(
    (entry) => entry.from <= today && (entry.until === null || today <= entry.until),
  );
  if (holding.length === 0) return null;
  return holding.reduce((last, entry) =>
    last.until === null || (entry.until !== null && entry.until <= last.until) ? last : entry,
  );
}

export type SignUpDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly blacklisting: Blacklisting; readonly message: string };

/**
 * May a sign-up of this bidder be recorded on `today`? Not while a blacklisting holds; the refusal names
 * the bidder, the reason and the end date, for the form and the server's 409 alike.
 */
export function decideBidderSignUp(
  bidder: { readonly name: string; readonly blacklistings: readonly Blacklisting[] },
  today: string,
): SignUpDecision {
  const blacklisting = blacklistingOn(bidder.blacklistings, today);
  if (!blacklisting) return { allowed: true };
  const message =
    blacklisting.until === null
      ? refusal('bidderBlacklistedIndefinitely', { bidder: bidder.name, reason: blacklisting.reason })
      : refusal('bidderBlacklisted', {
          bidder: bidder.name,
          reason: blacklisting.reason,
          until: blacklisting.until,
        });
  return { allowed: false, blacklisting, message };
}
