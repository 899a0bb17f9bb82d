import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { loginPrimaryShade } from './login-colours';
import { LoginLanguageSwitch } from './login-language-switch';
import './login.css';

/**
 * The frame of the /user pages (login): a centred panel, the language switch in the corner. Plain
 * elements and login.css, no antd: this is every visitor's first load (bench/README.md), and the login entry
 * (src/login-entry) shows it before any of the app has loaded.
 */
export function LoginFrame({
  primaryColor,
  withHeading = true,
  heading,
  children,
}: {
  primaryColor: string;
  /** The "Sign in" heading; off on /user/recover, which has no page (§2). */
  withHeading?: boolean;
  /** Another step of signing in names itself instead (changing a temporary password). */
  heading?: string;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <div
      className="login-frame"
      style={{ '--login-primary': loginPrimaryShade(primaryColor) } as CSSProperties}
    >
      <header className="login-frame-header">
        <LoginLanguageSwitch />
      </header>
      <main className="login-frame-main">
        <section aria-labelledby={withHeading ? 'login-title' : 'app-title'} className="login-frame-panel">
          <h1 id="app-title" className="login-frame-title">
            {t('app.name')}
          </h1>
          {withHeading && (
            <h2 id="login-title" className="login-frame-heading">
              {heading ?? t('login.title')}
            </h2>
          )}
          {children}
        </section>
      </main>
    </div>
  );
}
