import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLanguageToggle } from './use-language-toggle';

/**
 * Switches between the two UI languages (§9: English by default, zh-CN loaded the first time it is
 * chosen). A toggle rather than a menu: with two languages it is one click, and it keeps the dropdown
 * machinery out of the login route's first load. It names the language it switches to, in that language.
 */
export function LanguageSwitch({ color }: { color?: string }) {
  const language = useLanguageToggle();
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      lang={language.other}
      aria-label={language.ariaLabel}
      onClick={language.toggle}
      style={color ? { color } : undefined}
      data-testid="language-switch"
      data-locale={language.locale}
    >
      {language.text}
    </Button>
  );
}
