import { type Label, type Locale, labelIn } from '@tender/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { MessageKey } from './en';
import { ENGLISH, interpolate, type LoadedLocale, loadLocale, storeLocale } from './load-locale';

export interface I18n {
  readonly locale: Locale;
  /** A message of our dictionary, with `{name}` placeholders filled. */
  t(key: MessageKey, values?: Readonly<Record<string, string | number>>): string;
  /** A domain label (the spec's own wording) in the current language. */
  label(label: Label): string;
  /** Switches the language, loading it first; the choice is remembered (§9). */
  setLocale(locale: Locale): Promise<void>;
  readonly loaded: LoadedLocale;
}

const I18nContext = createContext<I18n | null>(null);

/** The UI language. `initial` is loaded before the first render (main.tsx), so zh-CN users see no English flash. */
export function I18nProvider({
  initial = ENGLISH,
  children,
}: {
  initial?: LoadedLocale;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState(initial);
  const setLocale = useCallback(async (locale: Locale) => {
    const next = await loadLocale(locale);
    storeLocale(locale);
    setLoaded(next);
  }, []);
  const value = useMemo<I18n>(
    () => ({
      locale: loaded.locale,
      loaded,
      t: (key, values) => interpolate(loaded.dictionary[key], values),
      label: (label) => labelIn(label, loaded.locale),
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
