import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiresAt } from './token-lifetime';

const now = Date.UTC(2024, 0, 1, 0, 0, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('tokenExpiresAt (§9 "Token lifetime: 1 day without rememberMe, otherwise expireInSeconds")', () => {
  it.each([
    [false, 3600, now + DAY_MS],
    [false, undefined, now + DAY_MS],
    [true, 3600, now + 3_600_000],
    [true, 30 * 24 * 3600, now + 30 * DAY_MS],
    // a reply without a usable lifetime: one day rather than a token born expired
    [true, undefined, now + DAY_MS],
    [true, null, now + DAY_MS],
    [true, 0, now + DAY_MS],
    [true, -5, now + DAY_MS],
    [true, 1e-300, now + DAY_MS],
    [true, 1, now + 1000],
    [true, Number.NaN, now + DAY_MS],
    [true, Number.POSITIVE_INFINITY, now + DAY_MS],
  ])('rememberMe %s, expireInSeconds %s → %i', (rememberMe, expireInSeconds, expected) => {
    expect(tokenExpiresAt({ now, rememberMe, expireInSeconds })).toBe(expected);
  });

  it('takes a Date as well as epoch ms', () => {
    expect(tokenExpiresAt({ now: new Date(now), rememberMe: false })).toBe(now + DAY_MS);
  });

  it('always lies after now, so a fresh token is never born expired', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.double()), (rememberMe, expireInSeconds) => {
        const expiresAt = tokenExpiresAt({ now, rememberMe, expireInSeconds });
        return expiresAt > now && !isTokenExpired(expiresAt, now);
      }),
    );
  });
});

describe('isTokenExpired', () => {
  it.each([
    [now + 1, now, false],
    [now, now, true],
    [now - 1, now, true],
    [null, now, true],
    [undefined, now, true],
    [Number.NaN, now, true],
  ])('expires at %s, now %s → %s', (expiresAt, at, expired) => {
    expect(isTokenExpired(expiresAt, at)).toBe(expired);
  });

  it('is false just before a fresh token’s lifetime ends and true at its end', () => {
    const expiresAt = tokenExpiresAt({ now: new Date(now), rememberMe: false });
    expect(isTokenExpired(expiresAt, new Date(now + DAY_MS - 1))).toBe(false);
    expect(isTokenExpired(expiresAt, new Date(now + DAY_MS))).toBe(true);
  });
});
