import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale } from '../i18n/load-locale';
import { storedLocale } from '../i18n/locale-preference';
import { TenderApp } from './app';
import { createAppContainer } from './create-app-container';

/** Renders the whole app into the page's root: the container, the language, the router. */
export async function startApp(rootElement: HTMLElement): Promise<void> {
  // The remembered language is loaded before the first paint, so a zh-CN user never sees English flash.
  const locale = await loadLocale(storedLocale()).catch(() => loadLocale('en'));
  const container = createAppContainer();
  createRoot(rootElement).render(
    <StrictMode>
      <TenderApp container={container} locale={locale} />
    </StrictMode>,
  );
}
