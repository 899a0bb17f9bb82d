import type { Label, Locale } from '@tender/domain';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { type Dictionary, en } from './en';

/** A language ready to render: our dictionary, antd's locale (undefined = antd's English) and dayjs's. */
export interface LoadedLocale {
  readonly locale: Locale;
  readonly dictionary: Dictionary;
  readonly antdLocale: AntdLocale | undefined;
}

export const LOCALES: readonly Locale[] = ['en', 'zh-CN'];

export const ENGLISH: LoadedLocale = { locale: 'en', dictionary: en, antdLocale: undefined };

/** Loads a language; zh-CN arrives as its own chunk the first time it is asked for (§9). */
export async function loadLocale(locale: Locale): Promise<LoadedLocale> {
  if (locale === 'en') {
    dayjs.locale('en');
    return ENGLISH;
  }
  const bundle = await import('./zh-cn-bundle');
  dayjs.locale(bundle.dayjsLocale);
  return { locale, dictionary: bundle.dictionary, antdLocale: bundle.antdLocale };
}

export type { Label };
