import { SettingsStore, type ThemeSettings, TokenStore } from '@tender/domain';
import type { ContainerModuleLoadOptions } from 'inversify';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { LocalStorageSettingsStore } from '../storage/local-storage-settings-store';
import { LocalStorageTokenStore } from '../storage/local-storage-token-store';

type Bind = ContainerModuleLoadOptions['bind'];

/** Token and display settings in localStorage (§9), or in the Storage given (tests, private windows). */
export function bindBrowserStorage(bind: Bind, storage: KeyValueStorage = globalThis.localStorage): void {
  bind<TokenStore>(TokenStore).toConstantValue(new LocalStorageTokenStore(storage));
  bind<SettingsStore<ThemeSettings>>(SettingsStore).toConstantValue(new LocalStorageSettingsStore(storage));
}
