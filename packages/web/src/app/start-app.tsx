// The Reflect metadata API that inversify's container expects, loaded before any of the app's modules.
// Here and not in main.tsx: the login entry builds no container, so its first load goes without it.
import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale } from '../i18n/load-locale';
import { storedLocale } from '../i18n/locale-preference';
import { TenderApp } from './app';
import { createQueryClient } from './app-providers';
import { createAppContainer } from './create-app-container';
import { prefetchRoute } from './prefetch-route';

/** Renders the whole app into the page's root: the container, the language, the router. */
export async function startApp(rootElement: HTMLElement): Promise<void> {
  const container = createAppContainer();
  const queryClient = createQueryClient();
  // The route's data and code start loading now, beside the language and before the first render.
  prefetchRoute(queryClient, container, window.location);
  // The remembered language is loaded before the first paint, so a zh-CN user never sees English flash.
  const locale = await loadLocale(storedLocale()).catch(() => loadLocale('en'));
  createRoot(rootElement).render(
    <StrictMode>
      <TenderApp container={container} queryClient={queryClient} locale={locale} />
    </StrictMode>,
  );
}
