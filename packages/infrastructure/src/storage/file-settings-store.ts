import { join } from 'node:path';
import { parseStoredSettings, type SettingsStore, type ThemeSettings } from '@tender/domain';
import { PrivateJsonFile, tenderConfigDir } from './private-json-file';
import { settingsToStore } from './validate-settings';

/** Display settings in `<config dir>/settings.json` (0600), read through the domain's rules like the browser's. */
export class FileSettingsStore implements SettingsStore<ThemeSettings> {
  readonly file: PrivateJsonFile;

  constructor(options: { readonly dir?: string } = {}) {
    this.file = new PrivateJsonFile(join(options.dir ?? tenderConfigDir(), 'settings.json'));
  }

  load(): ThemeSettings {
    return parseStoredSettings(this.file.read() ?? null);
  }

  save(settings: ThemeSettings): void {
    this.file.write(settingsToStore(settings));
  }
}
