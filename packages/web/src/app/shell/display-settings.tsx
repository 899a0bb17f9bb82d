import {
  applySettingsChange,
  DEFAULT_SETTINGS,
  parseStoredSettings,
  SettingsStore,
  STORAGE_KEYS,
  type ThemeSettings,
} from '@tender/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { readPreference, writePreference } from '../../components/browser-preferences';
import { useInject } from '../../di/use-inject';

export interface DisplaySettings {
  readonly settings: ThemeSettings;
  /**
   * Applies a change from the settings drawer with the domain's rules (§2 Settings drawer) and persists it.
   * Throws when it cannot be applied or saved; the drawer then says 'Failed to update theme' (§8).
   */
  update(patch: Partial<ThemeSettings>): ThemeSettings;
  readonly sidebarCollapsed: boolean;
  /** Collapses or expands the sidebar; the choice is saved (§2). */
  setSidebarCollapsed(collapsed: boolean): void;
}

const DisplaySettingsContext = createContext<DisplaySettings | null>(null);

function loadSettings(store: SettingsStore<ThemeSettings>): ThemeSettings {
  try {
    // The store already reads through parseStoredSettings; parsing again guards a store that does not.
    return parseStoredSettings(store.load());
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** The display settings (§3 Theme settings) from the SettingsStore port, with §9's defaults. */
export function DisplaySettingsProvider({ children }: { children: ReactNode }) {
  const store = useInject<SettingsStore<ThemeSettings>>(SettingsStore);
  const [settings, setSettings] = useState(() => loadSettings(store));
  const [sidebarCollapsed, setCollapsed] = useState(
    () => readPreference(STORAGE_KEYS.sidebarCollapsed) === 'true',
  );

  const update = useCallback(
    (patch: Partial<ThemeSettings>) => {
      const next = applySettingsChange(settings, patch);
      store.save(next);
      setSettings(next);
      return next;
    },
    [settings, store],
  );

  const setSidebarCollapsed = useCallback((collapsed: boolean) => {
    writePreference(STORAGE_KEYS.sidebarCollapsed, String(collapsed));
    setCollapsed(collapsed);
  }, []);

  const value = useMemo(
    () => ({ settings, update, sidebarCollapsed, setSidebarCollapsed }),
    [settings, update, sidebarCollapsed, setSidebarCollapsed],
  );
  return <DisplaySettingsContext.Provider value={value}>{children}</DisplaySettingsContext.Provider>;
}

export function useDisplaySettings(): DisplaySettings {
  const value = useContext(DisplaySettingsContext);
  if (!value) throw new Error('useDisplaySettings: no <DisplaySettingsProvider> above this component');
  return value;
}
