/** A stored access token with its tenant (§9 local storage keys). */
export interface StoredToken {
  accessToken: string;
  /** Epoch milliseconds after which the token is treated as absent. */
  expiresAt: number;
  tenantId: number;
  tenantName?: string;
}

/** Where the access token lives between runs: localStorage in the browser, a 0600 file in Node. */
export interface TokenStore {
  /** The token, or null when absent or expired. */
  load(): StoredToken | null;
  save(token: StoredToken): void;
  clear(): void;
}
export const TokenStore = Symbol.for('tender.TokenStore');
