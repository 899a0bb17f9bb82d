import { z } from 'zod';
import { addCalendarDays } from '../shared/business-day';
import { must } from '../shared/validation-messages';

/** A certificate expiring within this many days of today is warned of before it lapses. */
export const CERTIFICATE_WARNING_DAYS = 30;

export type CertificateState = 'valid' | 'expiring' | 'expired';

const calendarDate = z.iso.date({ message: must('invalid') });

/** A qualification certificate (资质证书) a bidder holds: its type, number and last valid day. */
export const certificateSchema = z.object({
  type: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(100, must('maxChars', { max: 100 })),
  number: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(100, must('maxChars', { max: 100 })),
  /** The last day the certificate is valid (YYYY-MM-DD). */
  expiresOn: calendarDate,
});
export type Certificate = z.infer<typeof certificateSchema>;

/**
 * Where a certificate stands on `today` (a business day, YYYY-MM-DD): expired after its last valid day,
 * expiring when that day is at most 30 days ahead, otherwise valid. ISO dates compare as strings.
 */
export function certificateState(expiresOn: string, today: string): CertificateState {
  if (expiresOn < today) return 'expired';
  if (expiresOn <= certificateWarningEnd(today)) return 'expiring';
  return 'valid';
}

/** The last expiry date that is warned of on `today`: a later one is valid (lists filter on it too). */
export function certificateWarningEnd(today: string): string {
  return addCalendarDays(today, CERTIFICATE_WARNING_DAYS);
}

/** The state a bidder's certificates add up to: the worst of them, or null without any certificate. */
export function worstCertificateState(
  certificates: readonly Pick<Certificate, 'expiresOn'>[],
  today: string,
): CertificateState | null {
  const states = certificates.map((certificate) => certificateState(certificate.expiresOn, today));
  if (states.includes('expired')) return 'expired';
  if (states.includes('expiring')) return 'expiring';
  return states.length > 0 ? 'valid' : null;
}
