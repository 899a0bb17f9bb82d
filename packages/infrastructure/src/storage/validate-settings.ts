import {
  fieldErrorsOf,
  normaliseSettings,
  type ThemeSettings,
  themeSettingsSchema,
  ValidationError,
} from '@tender/domain';

/**
 * Settings about to be written, checked by the domain's rules (§2 Settings drawer, §3 Theme settings):
 * garbage is refused rather than stored, and the drawer's rules (top menu → no fixed sidebar …) applied.
 */
export function settingsToStore(settings: ThemeSettings): ThemeSettings {
  const parsed = themeSettingsSchema.safeParse(settings);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error.issues));
  return normaliseSettings(parsed.data);
}
