import type { StoredToken, TokenStore } from '@tender/domain';

/**
 * The token of `TENDER_TOKEN`, for scripts and CI: used as given, never written to disk. Its expiry is
 * unknown here, so the server decides (a stale token gets exit status 3).
 */
export class EnvTokenStore implements TokenStore {
  constructor(private readonly token: StoredToken) {}

  load(): StoredToken | null {
    return this.token;
  }

  save(): void {
    // A login while TENDER_TOKEN is set would be shadowed by the variable on the next run: refuse loudly.
    throw new Error('TENDER_TOKEN is set: unset it to log in with a password');
  }

  clear(): void {
    // Nothing stored: the variable stays in the environment of whoever set it.
  }
}
