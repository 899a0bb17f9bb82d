// The composition root of the web app: the only file that knows which adapters run (ARCHITECTURE.md).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TenderApp } from './app/app';
import { createAppContainer } from './app/create-app-container';
import { loadLocale, storedLocale } from './i18n/load-locale';

async function start() {
  // The remembered language is loaded before the first paint, so a zh-CN user never sees English flash.
  const locale = await loadLocale(storedLocale()).catch(() => loadLocale('en'));
  const container = createAppContainer();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <TenderApp container={container} locale={locale} />
    </StrictMode>,
  );
}

void start();
