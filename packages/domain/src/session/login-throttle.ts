/**
 * How many failed sign-ins a client gets before the server refuses to check passwords for a while
 * (OWASP ASVS 5.0 V6.3: anti-automation). Two counts, both of failures only, so staff who sign in
 * often are never slowed down:
 * - per account from one address: a password guesser trying one account. Keyed by the address too, so
 *   an attacker elsewhere cannot lock the real user out;
 * - per address over every account: one client spraying a common password across many names.
 */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  failuresPerAccountAndAddress: 10,
  failuresPerAddress: 100,
} as const;

/** The counter key of an account's failures from one address: the tenant, the name as typed (any case), the address. */
export function accountAttemptKey(tenantId: number, userNameOrEmail: string, address: string): string {
  return `login:account:${tenantId}:${userNameOrEmail.trim().toLowerCase()}:${address}`;
}

export function addressAttemptKey(address: string): string {
  return `login:address:${address}`;
}
