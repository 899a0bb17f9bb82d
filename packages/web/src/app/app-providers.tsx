// antd's component styles as one stylesheet instead of generated at run time (appTheme's zeroRuntime):
// generating them cost the operation screen ~0.3 s of script on its first render (ADR 0010).
import 'antd/dist/antd.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { Container } from 'inversify';
import { type ReactNode, useEffect, useMemo } from 'react';
import { appTheme } from '../components/accessible-theme';
import { ANTD_DEFAULTS } from '../components/antd-defaults';
import { applyColourWeak } from '../components/colour-weak';
import { usePrefersReducedMotion } from '../components/reduced-motion';
import { ContainerProvider } from '../di/container-context';
import { I18nProvider, useT } from '../i18n/i18n-context';
import { ENGLISH, type LoadedLocale, loadLocale } from '../i18n/load-locale';
import { DisplaySettingsProvider, useDisplaySettings } from './shell/display-settings';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

export interface AppProvidersProps {
  readonly container: Container;
  readonly queryClient?: QueryClient;
  readonly locale?: LoadedLocale;
  readonly children: ReactNode;
}

/**
 * Everything a screen needs around it: the container (use cases), the query cache, the language, the
 * display settings and antd themed by them. The app and every story use this same stack. antd's <App>
 * (messages and modals that follow the theme) wraps the main layout only, so its modal and message code
 * stays out of the login route's first load; stories of components that use App.useApp() add it.
 */
export function AppProviders({ container, queryClient, locale, children }: AppProvidersProps) {
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  return (
    <ContainerProvider container={container}>
      <QueryClientProvider client={client}>
        <I18nProvider initial={locale ?? ENGLISH} load={loadLocale}>
          <DisplaySettingsProvider>
            <ThemedAntd>{children}</ThemedAntd>
          </DisplaySettingsProvider>
        </I18nProvider>
      </QueryClientProvider>
    </ContainerProvider>
  );
}

/**
 * antd in the chosen language and theme colour (§2 Settings drawer: colours through theme tokens), with
 * text colours that meet WCAG AA 4.5:1, and without motion for a user whose system asks for less.
 */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { loaded } = useT();
  const { settings } = useDisplaySettings();
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => applyColourWeak(settings.colorWeak), [settings.colorWeak]);

  // The chosen colour's hue, in a shade whose text meets WCAG AA (accessible-theme.ts).
  const themeConfig = useMemo(
    () => appTheme(settings.primaryColor, { reducedMotion }),
    [settings.primaryColor, reducedMotion],
  );
  return (
    <ConfigProvider locale={loaded.antdLocale} theme={themeConfig} {...ANTD_DEFAULTS}>
      {children}
    </ConfigProvider>
  );
}
