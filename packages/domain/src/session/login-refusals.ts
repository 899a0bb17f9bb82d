/**
 * What the server answers when a login is refused, as written on the wire: the web knows them by these
 * words to say them in the user's language (web i18n/login-refusal.ts).
 */
export const LOGIN_REFUSALS = {
  /** The same whether the user is unknown, deactivated or the password wrong, so names cannot be probed. */
  credentials: 'Invalid user name or password',
  /** A tenant named at login that exists but is switched off (ResolveTenant). */
  tenantInactive: 'tenant is inactive',
  /** Too many failed sign-ins for one account from one address, or from one address at all (login-throttle.ts). */
  throttled: 'Too many failed sign-ins; try again later',
} as const;
