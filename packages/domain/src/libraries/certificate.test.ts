import { describe, expect, it } from 'vitest';
import { addCalendarDays, businessDateOf } from '../shared/business-day';
import { certificateSchema, certificateState, worstCertificateState } from './certificate';

describe('qualification certificates', () => {
  const today = '2026-11-26';

  it.each([
    ['2026-11-25', 'expired'],
    ['2026-11-26', 'expiring'],
    ['2026-12-26', 'expiring'],
    ['2026-12-27', 'valid'],
    ['2027-06-01', 'valid'],
  ] as const)('one valid until %s is %s', (expiresOn, state) => {
    expect(certificateState(expiresOn, today)).toBe(state);
  });

  it('a bidder stands as its worst certificate, or has no state without one', () => {
    expect(worstCertificateState([], today)).toBeNull();
    expect(worstCertificateState([{ expiresOn: '2028-01-01' }], today)).toBe('valid');
    expect(worstCertificateState([{ expiresOn: '2028-01-01' }, { expiresOn: '2026-12-01' }], today)).toBe(
      'expiring',
    );
    expect(worstCertificateState([{ expiresOn: '2026-12-01' }, { expiresOn: '2020-01-01' }], today)).toBe(
      'expired',
    );
  });

  it('counts calendar days across months and years, on the business day of UTC+8', () => {
    expect(addCalendarDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(businessDateOf(new Date('2026-11-25T16:30:00Z'))).toBe('2026-11-26');
    expect(businessDateOf(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
  });

  it('a certificate needs its type, number and a real date', () => {
    const result = certificateSchema.safeParse({ type: ' ', number: 'A-1', expiresOn: '2026-02-30' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['type', 'is required'],
      ['expiresOn', 'is not valid'],
    ]);
  });
});
