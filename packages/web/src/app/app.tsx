import type { QueryClient } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { BrowserRouter } from 'react-router-dom';
import type { LoadedLocale } from '../i18n/load-locale';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

/** The whole app: providers around the router of the route table. */
export function TenderApp({
  container,
  queryClient,
  locale,
}: {
  container: Container;
  queryClient: QueryClient;
  locale: LoadedLocale;
}) {
  return (
    <AppProviders container={container} queryClient={queryClient} locale={locale}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
