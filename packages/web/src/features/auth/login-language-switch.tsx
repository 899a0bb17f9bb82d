import { useLanguageToggle } from '../../components/use-language-toggle';

/**
 * The login page's language switch: the header's LanguageSwitch (components/language-switch.tsx) as a
 * plain button, since the login carries no antd. Same toggle, name and test id.
 */
export function LoginLanguageSwitch() {
  const language = useLanguageToggle();
  return (
    <button
      type="button"
      className="login-text-button"
      lang={language.other}
      aria-label={language.ariaLabel}
      onClick={language.toggle}
      data-testid="language-switch"
      data-locale={language.locale}
    >
      {language.text}
    </button>
  );
}
