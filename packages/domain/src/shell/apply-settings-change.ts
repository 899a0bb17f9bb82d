import type { Label } from '../shared/labels';
import {
  type ContentWidth,
  normaliseSettings,
  overlayValidFields,
  type ThemeSettings,
} from './theme-settings';

/** A drawer control that may be switched off by the other settings, with the hint the drawer shows then. */
export interface SettingsControl {
  readonly enabled: boolean;
  readonly reason: Label | null;
}

/** What the settings drawer offers for the current settings (§2 Settings drawer). */
export interface SettingsOptions {
  readonly contentWidths: readonly ContentWidth[];
  readonly contentWidthReason: Label | null;
  readonly fixSiderbar: SettingsControl;
  readonly autoHideHeader: SettingsControl;
}

/** The hints of the disabled controls, in ant-design-pro's wording. */
export const SETTINGS_HINTS = {
  fluidNeedsTopMenu: { en: 'Fluid works on top menu layout', zh: '流式仅在顶部菜单布局时可配置' },
  fixSiderbarNeedsSideMenu: { en: 'Works on side menu layout', zh: '侧边菜单布局时可配置' },
  autoHideNeedsFixedHeader: { en: 'Works when the header is fixed', zh: '固定 Header 时可配置' },
} as const satisfies Record<string, Label>;

/**
 * Apply a change from the settings drawer (§2 Settings drawer): invalid fields of the patch are ignored,
 * then the drawer's rules settle the rest (top menu turns the fixed sidebar off, side menu resets the
 * width to Fixed, turning the fixed header off turns auto-hide off).
 */
export function applySettingsChange(current: ThemeSettings, patch: Partial<ThemeSettings>): ThemeSettings {
  return normaliseSettings(overlayValidFields(current, patch));
}

/** Which drawer controls are offered and enabled for the current settings (§2 Settings drawer). */
export function settingsOptions(current: ThemeSettings): SettingsOptions {
  const topMenu = current.layout === 'topmenu';
  return {
    contentWidths: topMenu ? ['Fixed', 'Fluid'] : ['Fixed'],
    contentWidthReason: topMenu ? null : SETTINGS_HINTS.fluidNeedsTopMenu,
    fixSiderbar: control(!topMenu, SETTINGS_HINTS.fixSiderbarNeedsSideMenu),
    autoHideHeader: control(current.fixedHeader, SETTINGS_HINTS.autoHideNeedsFixedHeader),
  };
}

const control = (enabled: boolean, reason: Label): SettingsControl => ({
  enabled,
  reason: enabled ? null : reason,
});
