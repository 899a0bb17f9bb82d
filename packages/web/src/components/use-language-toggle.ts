import { useT } from '../i18n/i18n-context';

/**
 * The two-language toggle (§9: English by default, zh-CN loaded the first time it is chosen): the
 * language it switches to, its accessible name (in that language's own words), and the switch.
 */
export function useLanguageToggle() {
  const { t, locale, setLocale } = useT();
  const other = locale === 'en' ? 'zh-CN' : 'en';
  return {
    locale,
    other,
    text: t(`language.${other}`),
    ariaLabel: `${t('header.language')}: ${t(`language.${other}`)}`,
    toggle: () => void setLocale(other),
  };
}
