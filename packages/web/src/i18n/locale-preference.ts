import { type Locale, STORAGE_KEYS } from '@tender/domain';
import { readPreference, writePreference } from '../components/browser-preferences';

/** The language chosen last time, English when none was (§9 "English by default"). */
export function storedLocale(): Locale {
  const stored = readPreference(STORAGE_KEYS.locale);
  return stored === 'zh-CN' ? 'zh-CN' : 'en';
}

export function storeLocale(locale: Locale): void {
  writePreference(STORAGE_KEYS.locale, locale);
}
