import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's parameters but the cost (r=8, p=1); each hash stores its own, so a verify uses the hash's. */
const BLOCK = { r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

/** The cost of new hashes, as log2 N: 2^15 (~32 MiB, ~200 ms of one core on our machines). */
export const PASSWORD_HASH_LOG2N = 15;
/** The least cost TENDER_PASSWORD_HASH_LOG2N may ask for. */
const LEAST_LOG2N = 10;

/**
 * The cost new hashes are made with. TENDER_PASSWORD_HASH_LOG2N lowers it for throwaway databases only —
 * the test suites', whose hundreds of sign-ins would otherwise spend minutes in scrypt — and never below
 * 2^10; production leaves it unset. A stored hash keeps the cost it was made with, so the code that checks
 * passwords is the same either way.
 */
function costOfNewHashes(): number {
  const asked = Number(process.env.TENDER_PASSWORD_HASH_LOG2N);
  return Number.isInteger(asked) && asked >= LEAST_LOG2N && asked <= PASSWORD_HASH_LOG2N
    ? asked
    : PASSWORD_HASH_LOG2N;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password with scrypt and a per-user random salt: `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** costOfNewHashes();
  const key = await derive(password, salt, { ...BLOCK, N });
  return ['scrypt', N, BLOCK.r, BLOCK.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: BLOCK.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of nothing anyone knows, at the cost of new hashes: verified against for unknown users so both
 * failures take as long.
 */
export function dummyHash(): string {
  return `scrypt$${2 ** costOfNewHashes()}$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}
