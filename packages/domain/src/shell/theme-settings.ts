import { z } from 'zod';
import type { Label } from '../shared/labels';

/** The 8 theme colours of the settings drawer (§2 Settings drawer, §9), ant-design-pro's palette. */
export const THEME_COLOURS = [
  { key: 'daybreak', hex: '#1677FF', label: { en: 'Daybreak Blue', zh: '拂晓蓝' } },
  { key: 'dust', hex: '#F5222D', label: { en: 'Dust Red', zh: '薄暮' } },
  { key: 'volcano', hex: '#FA541C', label: { en: 'Volcano', zh: '火山' } },
  { key: 'sunset', hex: '#FAAD14', label: { en: 'Sunset Orange', zh: '日暮' } },
  { key: 'cyan', hex: '#13C2C2', label: { en: 'Cyan', zh: '明青' } },
  { key: 'green', hex: '#52C41A', label: { en: 'Polar Green', zh: '极光绿' } },
  { key: 'geekblue', hex: '#2F54EB', label: { en: 'Geek Blue', zh: '极客蓝' } },
  { key: 'purple', hex: '#722ED1', label: { en: 'Golden Purple', zh: '酱紫' } },
] as const satisfies readonly { key: string; hex: string; label: Label }[];

export type ThemeColour = (typeof THEME_COLOURS)[number];
export type ThemeColourHex = ThemeColour['hex'];

const HEXES = THEME_COLOURS.map((colour) => colour.hex) as [ThemeColourHex, ...ThemeColourHex[]];

/** The fields of §3 Theme settings, each validated on its own so one bad field does not discard the rest. */
const fields = {
  navTheme: z.enum(['light', 'dark']),
  // Stored colours may be lower-case ('#1677ff'); they are kept in the canonical upper-case form.
  primaryColor: z.string().toUpperCase().pipe(z.enum(HEXES)),
  layout: z.enum(['sidemenu', 'topmenu']),
  contentWidth: z.enum(['Fixed', 'Fluid']),
  fixedHeader: z.boolean(),
  fixSiderbar: z.boolean(),
  autoHideHeader: z.boolean(),
  colorWeak: z.boolean(),
  multiTab: z.boolean(),
};

/** The display settings persisted locally (§2 Operation screen, §3 Theme settings). */
export const themeSettingsSchema = z.object(fields);
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;
export type LayoutMode = ThemeSettings['layout'];
export type ContentWidth = ThemeSettings['contentWidth'];

/**
 * The default display settings of §9. Not fixed by the spec: the primary colour is antd's daybreak blue,
 * the multi-tab bar is on (§2 describes it as part of the operation screen) and auto-hide is off (the
 * header carries the server-synchronised clock of §1, which should not scroll away by default).
 */
export const DEFAULT_SETTINGS: ThemeSettings = {
  navTheme: 'light',
  primaryColor: '#1677FF',
  layout: 'topmenu',
  contentWidth: 'Fluid',
  fixedHeader: true,
  fixSiderbar: false,
  autoHideHeader: false,
  colorWeak: false,
  multiTab: true,
};

/**
 * Settings that obey the drawer's rules (§2 Settings drawer): top menu → no fixed sidebar; side menu →
 * Fixed width (Fluid is offered only with the top menu); no fixed header → no auto-hide.
 */
export function normaliseSettings(settings: ThemeSettings): ThemeSettings {
  const topMenu = settings.layout === 'topmenu';
  return {
    ...settings,
    fixSiderbar: topMenu ? false : settings.fixSiderbar,
    contentWidth: topMenu ? settings.contentWidth : 'Fixed',
    autoHideHeader: settings.fixedHeader ? settings.autoHideHeader : false,
  };
}

/** `base` with every field of `candidate` that is valid on its own laid over it. */
export function overlayValidFields(base: ThemeSettings, candidate: unknown): ThemeSettings {
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) return { ...base };
  const source = candidate as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base };
  for (const [name, schema] of Object.entries(fields)) {
    const parsed = schema.safeParse(source[name]);
    if (parsed.success) merged[name] = parsed.data;
  }
  return merged as ThemeSettings;
}

/** Settings read back from local storage (§9): the JSON text or the parsed value; garbage falls back to the defaults field by field. */
export function parseStoredSettings(stored: unknown): ThemeSettings {
  return normaliseSettings(overlayValidFields(DEFAULT_SETTINGS, parseJson(stored)));
}

// Storage hands back text; a value that is not JSON is as good as nothing stored.
function parseJson(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored);
  } catch {
    return null;
  }
}
