import { type Locale, STORAGE_KEYS } from '@tender/domain';
import { readPreference, writePreference } from '../components/browser-preferences';

/**
 * The language to open in: the one chosen last time in this browser, else the browser's own first
 * language when it is Chinese (zh, zh-CN, zh-Hans…), else English (§9 "English by default").
 */
export function storedLocale(
  languages: readonly string[] | undefined = globalThis.navigator?.languages,
): Locale {
  const stored = readPreference(STORAGE_KEYS.locale);
  if (stored === 'zh-CN' || stored === 'en') return stored;
  return browserLocale(languages);
}

/** The UI language a browser asks for by its first language: ours is simplified Chinese or English. */
export function browserLocale(languages: readonly string[] | undefined): Locale {
  const first = languages?.[0]?.toLowerCase() ?? '';
  return first === 'zh' || first.startsWith('zh-') ? 'zh-CN' : 'en';
}

export function storeLocale(locale: Locale): void {
  writePreference(STORAGE_KEYS.locale, locale);
}

/**
 * What local storage keeps across a logout: the language belongs to the browser, not to whoever signed
 * in, so the next person at the login page reads the language last chosen there.
 */
export const KEPT_AT_LOGOUT: readonly string[] = [STORAGE_KEYS.locale];
