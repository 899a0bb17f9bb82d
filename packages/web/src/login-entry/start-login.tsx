import { loginRedirectTarget, parseStoredSettings, STORAGE_KEYS } from '@tender/domain';
import { browserLogIn } from '@tender/infrastructure/browser-login';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserServiceConfig } from '../app/service-urls';
import { readPreference } from '../components/browser-preferences';
import { applyColourWeak } from '../components/colour-weak';
import { storedLocale } from '../i18n/locale-preference';
import { LoginEntry } from './login-entry';
import { loadLoginLocale } from './login-locale';

/**
 * The login route's first load (§2 /user/login; its budget in bench/README.md): the login page alone, with
 * LogIn wired by hand, no antd and no container. Once the user is in, the app takes over the same root
 * at the redirect target, as if the login had been one of its pages.
 */
export async function startLogin(
  rootElement: HTMLElement,
  /** The login address to show (loginEntryAddress). */
  address: string,
  loadApp: () => Promise<{ startApp(rootElement: HTMLElement): Promise<void> }>,
): Promise<void> {
  if (`${window.location.pathname}${window.location.search}` !== address) {
    window.history.replaceState(null, '', address);
  }
  const locale = await loadLoginLocale(storedLocale()).catch(() => loadLoginLocale('en'));
  const settings = parseStoredSettings(readPreference(STORAGE_KEYS.settings));
  applyColourWeak(settings.colorWeak);
  const root = createRoot(rootElement);
  const enter = async () => {
    const app = await loadApp();
    window.history.replaceState(null, '', loginRedirectTarget(window.location.search));
    root.unmount();
    await app.startApp(rootElement);
  };
  root.render(
    <StrictMode>
      <LoginEntry
        logIn={browserLogIn(browserServiceConfig())}
        locale={locale}
        primaryColor={settings.primaryColor}
        onEntered={enter}
        onFirstTouch={() => void loadApp()}
      />
    </StrictMode>,
  );
}
