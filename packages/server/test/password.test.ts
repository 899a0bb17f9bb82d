import { afterEach, describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, PASSWORD_HASH_LOG2N, verifyPassword } from '../src/auth/password';

const asked = process.env.TENDER_PASSWORD_HASH_LOG2N;
afterEach(() => {
  if (asked === undefined) delete process.env.TENDER_PASSWORD_HASH_LOG2N;
  else process.env.TENDER_PASSWORD_HASH_LOG2N = asked;
});

const costOf = (hash: string) => Number(hash.split('$')[1]);

describe('password hashes (scrypt)', () => {
  it('verifies the password it was made from and nothing else', async () => {
    const hash = await hashPassword('Mine-2026!');
    expect(await verifyPassword('Mine-2026!', hash)).toBe(true);
    expect(await verifyPassword('mine-2026!', hash)).toBe(false);
    expect(await verifyPassword('Mine-2026!', 'not-a-hash')).toBe(false);
    // The unknown user's stand-in matches no password at all.
    expect(await verifyPassword('', dummyHash())).toBe(false);
  });

  it('makes new hashes at full cost unless a throwaway database asks for less, never below 2^10', async () => {
    process.env.TENDER_PASSWORD_HASH_LOG2N = '';
    expect(costOf(dummyHash())).toBe(2 ** PASSWORD_HASH_LOG2N);
    process.env.TENDER_PASSWORD_HASH_LOG2N = '4';
    expect(costOf(dummyHash())).toBe(2 ** PASSWORD_HASH_LOG2N);
    process.env.TENDER_PASSWORD_HASH_LOG2N = '11';
    const cheap = await hashPassword('Mine-2026!');
    expect(costOf(cheap)).toBe(2 ** 11);
    // A hash keeps the cost it was made with, whatever the setting later.
    process.env.TENDER_PASSWORD_HASH_LOG2N = '';
    expect(await verifyPassword('Mine-2026!', cheap)).toBe(true);
  });
});
