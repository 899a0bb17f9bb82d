import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '../i18n/i18n-context';

/**
 * Switches between the two UI languages (§9: English by default, zh-CN loaded the first time it is
 * chosen). A toggle rather than a menu: with two languages it is one click, and it keeps the dropdown
 * machinery out of the login route's first load. It names the language it switches to, in that language.
 */
export function LanguageSwitch({ color }: { color?: string }) {
  const { t, locale, setLocale } = useT();
  const other = locale === 'en' ? 'zh-CN' : 'en';
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      lang={other}
      aria-label={`${t('header.language')}: ${t(`language.${other}`)}`}
      onClick={() => void setLocale(other)}
      style={color ? { color } : undefined}
      data-testid="language-switch"
      data-locale={locale}
    >
      {t(`language.${other}`)}
    </Button>
  );
}
