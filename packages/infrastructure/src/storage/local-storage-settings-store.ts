import { parseStoredSettings, type SettingsStore, STORAGE_KEYS, type ThemeSettings } from '@tender/domain';
import type { KeyValueStorage } from './key-value-storage';
import { settingsToStore } from './validate-settings';

/**
 * The display settings in localStorage (§2, §9). Whatever is read goes through the domain's
 * parseStoredSettings, so a missing, old or hand-edited value falls back to the defaults field by field.
 */
export class LocalStorageSettingsStore implements SettingsStore<ThemeSettings> {
  constructor(private readonly storage: KeyValueStorage) {}

  load(): ThemeSettings {
    return parseStoredSettings(this.storage.getItem(STORAGE_KEYS.settings));
  }

  save(settings: ThemeSettings): void {
    this.storage.setItem(STORAGE_KEYS.settings, JSON.stringify(settingsToStore(settings)));
  }
}
