/** Token lifetime without rememberMe (s, §9); with it, the server's expireInSeconds. */
export const TOKEN_LIFETIME_WITHOUT_REMEMBER_S = 24 * 60 * 60;

export interface TokenLifetimeInput {
  readonly now: Date | number;
  readonly rememberMe: boolean;
  /** The server's expireInSeconds from Authenticate (§7). */
  readonly expireInSeconds?: number | null;
}

const epochMs = (moment: Date | number) => (typeof moment === 'number' ? moment : moment.getTime());

/**
 * When a fresh token expires, epoch ms (§7, §9): with rememberMe it lives for the server's expireInSeconds,
 * otherwise one day. A missing, non-finite or sub-second expireInSeconds under rememberMe also gives one
 * day, so a bad reply never yields a token that is born expired.
 */
export function tokenExpiresAt(input: TokenLifetimeInput): number {
  const serverLifetime = input.expireInSeconds;
  const usable = typeof serverLifetime === 'number' && Number.isFinite(serverLifetime) && serverLifetime >= 1;
  const lifetimeS = input.rememberMe && usable ? serverLifetime : TOKEN_LIFETIME_WITHOUT_REMEMBER_S;
  return epochMs(input.now) + lifetimeS * 1000;
}

/** Whether a stored token has expired (§6 "Access needs a token"); an unknown expiry counts as expired. */
export function isTokenExpired(expiresAt: number | null | undefined, now: Date | number): boolean {
  if (typeof expiresAt !== 'number' || Number.isNaN(expiresAt)) return true;
  return epochMs(now) >= expiresAt;
}
