import { codeIn, type Label, type Locale, labelIn } from '@tender/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { MessageKey } from './en';
import { interpolate } from './interpolate';
import type { LoadedLocale } from './load-locale';
import { storeLocale } from './locale-preference';

export interface I18n {
  readonly locale: Locale;
  /** A message of our dictionary, with `{name}` placeholders filled. */
  t(key: MessageKey, values?: Readonly<Record<string, string | number>>): string;
  /** A domain label (the spec's own wording) in the current language. */
  label(label: Label): string;
  /** A wire code in words from a domain code table, or as written when the table does not know it. */
  code(table: Readonly<Record<string, Label>>, code: string | number | null | undefined): string;
  /** Switches the language, loading it first; the choice is remembered (§9). */
  setLocale(locale: Locale): Promise<void>;
  readonly loaded: LoadedLocale;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The UI language. `initial` is loaded before the first render (main.tsx), so zh-CN users see no English
 * flash; `load` brings another language when the user switches: the whole dictionary in the app
 * (loadLocale), only the login page's words on the login entry (src/login-entry).
 */
export function I18nProvider({
  initial,
  load,
  children,
}: {
  initial: LoadedLocale;
  load: (locale: Locale) => Promise<LoadedLocale>;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState(initial);
  const setLocale = useCallback(
    async (locale: Locale) => {
      const next = await load(locale);
      storeLocale(locale);
      setLoaded(next);
    },
    [load],
  );
  const value = useMemo<I18n>(
    () => ({
      locale: loaded.locale,
      loaded,
      // A key the loaded dictionary lacks shows as itself, never as 'undefined' or a crash.
      t: (key, values) => interpolate(loaded.dictionary[key] ?? key, values),
      label: (label) => labelIn(label, loaded.locale),
      code: (table, code) => codeIn(table, code, loaded.locale),
      setLocale,
    }),
    [loaded, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language's translators; see I18n. */
export function useT(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT: no <I18nProvider> above this component');
  return i18n;
}
