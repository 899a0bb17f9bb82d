import { DEFAULT_SETTINGS, STORAGE_KEYS, ValidationError } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './key-value-storage';
import { LocalStorageSettingsStore } from './local-storage-settings-store';

describe('LocalStorageSettingsStore (§2 display settings, §9 defaults)', () => {
  it('gives the §9 defaults when nothing is stored', () => {
    expect(new LocalStorageSettingsStore(new MemoryStorage()).load()).toEqual(DEFAULT_SETTINGS);
  });

  it('round-trips settings', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSettingsStore(storage);
    const settings = {
      ...DEFAULT_SETTINGS,
      navTheme: 'dark' as const,
      colorWeak: true,
      primaryColor: '#722ED1' as const,
    };
    store.save(settings);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.settings) ?? '')).toEqual(settings);
    expect(store.load()).toEqual(settings);
  });

  it('falls back to the defaults for garbage, field by field', () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageSettingsStore(storage);
    storage.setItem(STORAGE_KEYS.settings, 'not json {');
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    storage.setItem(
      STORAGE_KEYS.settings,
      JSON.stringify({ navTheme: 'dark', layout: 'diagonal', multiTab: 'yes' }),
    );
    expect(store.load()).toEqual({ ...DEFAULT_SETTINGS, navTheme: 'dark' });
  });

  it('applies the drawer rules on save: the top menu forces the fixed sidebar off (§2)', () => {
    const store = new LocalStorageSettingsStore(new MemoryStorage());
    store.save({ ...DEFAULT_SETTINGS, layout: 'topmenu', fixSiderbar: true });
    expect(store.load().fixSiderbar).toBe(false);
  });

  it('refuses to store invalid settings, naming the field', () => {
    const store = new LocalStorageSettingsStore(new MemoryStorage());
    const bad = { ...DEFAULT_SETTINGS, primaryColor: '#123456' } as unknown as typeof DEFAULT_SETTINGS;
    const error = (() => {
      try {
        store.save(bad);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields.map((f) => f.field)).toEqual(['primaryColor']);
  });
});
