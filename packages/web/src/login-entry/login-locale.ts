import type { Locale } from '@tender/domain';
import type { Dictionary } from '../i18n/en';
import type { LoadedLocale } from '../i18n/load-locale';
import { loginEn } from '../i18n/login.en';

// The login page asks for no other key; I18nProvider shows a missing key as itself.
const partial = (words: Readonly<Record<string, string>>) => words as Dictionary;

/** The login entry's English, ready at once (the default language, §9). */
export const LOGIN_ENGLISH: LoadedLocale = {
  locale: 'en',
  dictionary: partial(loginEn),
  antdLocale: undefined,
};

/**
 * The login entry's languages: only the login page's words (i18n/login.*.ts), zh-CN as a chunk of its
 * own. The app loads the whole dictionary, with antd's and dayjs's locales, once the user is in.
 */
export async function loadLoginLocale(locale: Locale): Promise<LoadedLocale> {
  if (locale === 'en') return LOGIN_ENGLISH;
  const { loginZhCN } = await import('../i18n/login.zh-cn');
  return { locale, dictionary: partial(loginZhCN), antdLocale: undefined };
}
