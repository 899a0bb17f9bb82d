/** Display settings persisted locally (§2, §9); the shape is the domain's ThemeSettings. */
export interface SettingsStore<Settings = unknown> {
  load(): Settings;
  save(settings: Settings): void;
}
export const SettingsStore = Symbol.for('tender.SettingsStore');
