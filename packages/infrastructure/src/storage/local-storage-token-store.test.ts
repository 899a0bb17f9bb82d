import { STORAGE_KEYS } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './key-value-storage';
import { LocalStorageTokenStore } from './local-storage-token-store';

const HOUR = 3_600_000;

describe('LocalStorageTokenStore (§9 local storage keys)', () => {
  const setup = (now = 1_000_000) => {
    const storage = new MemoryStorage();
    let time = now;
    const store = new LocalStorageTokenStore(storage, () => time);
    return { storage, store, advance: (ms: number) => (time += ms) };
  };

  it('writes the token, its expiry, tenant id and name under the §9 keys and reads them back', () => {
    const { storage, store } = setup();
    store.save({ accessToken: 'abc', expiresAt: 1_000_000 + HOUR, tenantId: 3, tenantName: 'Default' });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('abc');
    expect(storage.getItem(STORAGE_KEYS.tenantId)).toBe('3');
    expect(storage.getItem(STORAGE_KEYS.tenantName)).toBe('Default');
    expect(store.load()).toEqual({
      accessToken: 'abc',
      expiresAt: 1_000_000 + HOUR,
      tenantId: 3,
      tenantName: 'Default',
    });
  });

  it('treats an expired token as absent', () => {
    const { store, advance } = setup();
    store.save({ accessToken: 'abc', expiresAt: 1_000_000 + HOUR, tenantId: 3 });
    advance(HOUR - 1);
    expect(store.load()?.accessToken).toBe('abc');
    advance(1);
    expect(store.load()).toBeNull();
  });

  it('treats a token without a usable expiry or tenant as absent', () => {
    const { storage, store } = setup();
    storage.setItem(STORAGE_KEYS.accessToken, 'abc');
    storage.setItem(STORAGE_KEYS.tenantId, '3');
    expect(store.load()).toBeNull();
    storage.setItem(STORAGE_KEYS.tokenExpiresAt, 'soon');
    expect(store.load()).toBeNull();
    storage.setItem(STORAGE_KEYS.tokenExpiresAt, String(2_000_000));
    storage.setItem(STORAGE_KEYS.tenantId, 'x');
    expect(store.load()).toBeNull();
  });

  it('clears every key it wrote, and forgets a stale tenant name when saving without one', () => {
    const { storage, store } = setup();
    store.save({ accessToken: 'abc', expiresAt: 2_000_000, tenantId: 1, tenantName: 'Archive' });
    store.save({ accessToken: 'def', expiresAt: 2_000_000, tenantId: 3 });
    expect(store.load()).toEqual({ accessToken: 'def', expiresAt: 2_000_000, tenantId: 3 });
    store.clear();
    expect(store.load()).toBeNull();
    expect(storage.length).toBe(0);
  });
});
