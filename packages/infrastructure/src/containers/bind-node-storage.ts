import { SettingsStore, type ThemeSettings, TokenStore } from '@tender/domain';
import type { ContainerModuleLoadOptions } from 'inversify';
import { FileSettingsStore } from '../storage/file-settings-store';
import { FileTokenStore } from '../storage/file-token-store';

type Bind = ContainerModuleLoadOptions['bind'];

export interface NodeStorageOptions {
  /** Default: `$XDG_CONFIG_HOME/tender`, else `~/.config/tender`. */
  readonly configDir?: string;
}

/** Token and display settings as 0600 JSON files under the XDG config directory. */
export function bindNodeStorage(bind: Bind, options: NodeStorageOptions = {}): void {
  const dir = options.configDir !== undefined ? { dir: options.configDir } : {};
  bind<TokenStore>(TokenStore).toConstantValue(new FileTokenStore(dir));
  bind<SettingsStore<ThemeSettings>>(SettingsStore).toConstantValue(new FileSettingsStore(dir));
}
