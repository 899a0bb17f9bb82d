import { STORAGE_KEYS, type StoredToken, type TokenStore } from '@tender/domain';
import type { KeyValueStorage } from './key-value-storage';
import { liveToken } from './stored-token';

/**
 * The access token in the browser's localStorage under the keys of §9 (token, its expiry, tenant id and
 * name). An expired token loads as null, so the guards send the user to login (§6).
 */
export class LocalStorageTokenStore implements TokenStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number = Date.now,
  ) {}

  load(): StoredToken | null {
    const tenantName = this.storage.getItem(STORAGE_KEYS.tenantName);
    return liveToken(
      {
        accessToken: this.storage.getItem(STORAGE_KEYS.accessToken),
        expiresAt: numberOrNull(this.storage.getItem(STORAGE_KEYS.tokenExpiresAt)),
        tenantId: numberOrNull(this.storage.getItem(STORAGE_KEYS.tenantId)),
        ...(tenantName !== null ? { tenantName } : {}),
      },
      this.now(),
    );
  }

  save(token: StoredToken): void {
    this.storage.setItem(STORAGE_KEYS.accessToken, token.accessToken);
    this.storage.setItem(STORAGE_KEYS.tokenExpiresAt, String(token.expiresAt));
    this.storage.setItem(STORAGE_KEYS.tenantId, String(token.tenantId));
    if (token.tenantName !== undefined) this.storage.setItem(STORAGE_KEYS.tenantName, token.tenantName);
    else this.storage.removeItem(STORAGE_KEYS.tenantName);
  }

  clear(): void {
    this.storage.removeItem(STORAGE_KEYS.accessToken);
    this.storage.removeItem(STORAGE_KEYS.tokenExpiresAt);
    this.storage.removeItem(STORAGE_KEYS.tenantId);
    this.storage.removeItem(STORAGE_KEYS.tenantName);
  }
}

function numberOrNull(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
