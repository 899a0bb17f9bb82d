// The Reflect metadata API that inversify's container expects, loaded before the stories' containers.
import 'reflect-metadata';
import type { Decorator, Preview } from '@storybook/react-vite';
import {
  DEFAULT_SETTINGS,
  type Locale,
  SettingsStore,
  THEME_COLOURS,
  type ThemeSettings,
} from '@tender/domain';
import { type InMemorySeed, inMemoryModule } from '@tender/infrastructure/in-memory';
import { ConfigProvider } from 'antd';
import { Container } from 'inversify';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../packages/web/src/app/app-providers';
import { webModule } from '../packages/web/src/app/web-module';
import { type LoadedLocale, loadLocale } from '../packages/web/src/i18n/load-locale';
import { nestedInteractiveElements } from './nested-interactive';
import { listenForKeyWarnings, takeKeyWarnings } from './react-key-warnings';

listenForKeyWarnings();

/**
 * Every story renders inside the app's own providers (AppProviders: container, query cache, i18n,
 * display settings, antd ConfigProvider) over a fresh in-memory container (no HTTP), in a memory router.
 *
 * Story parameters:
 * - `seed`: the in-memory container's seed (InMemorySeed), e.g. `{ signedInAs: 'admin' }`;
 * - `settings`: display settings over §9's defaults (the toolbar's theme colour wins for primaryColor);
 * - `route`: the router's initial entry (default '/home/index'); `router: false` when the story brings
 *   its own router.
 * Toolbar: locale (en / zh-CN, zh-CN loaded as the app loads it) and theme colour (the 8 of §2).
 */
const withApp: Decorator = (Story, { globals, parameters, loaded, id }) => {
  const locale = loaded.locale as LoadedLocale;
  const primaryColor = globals.primaryColor as ThemeSettings['primaryColor'];
  const seed = parameters.seed as InMemorySeed | undefined;
  const settings = parameters.settings as Partial<ThemeSettings> | undefined;
  // A fresh container and query cache per story and per toolbar change, so stories never share state.
  const key = `${id}:${locale.locale}:${primaryColor}`;
  const { container, queryClient } = useMemo(() => {
    const c = new Container();
    c.load(inMemoryModule(seed ?? {}), webModule());
    c.get<SettingsStore<ThemeSettings>>(SettingsStore).save({
      ...DEFAULT_SETTINGS,
      ...settings,
      primaryColor,
    });
    return { container: c, queryClient: createQueryClient() };
  }, [key]);
  const story = (
    <AppProviders key={key} container={container} queryClient={queryClient} locale={locale}>
      {/* No motion in stories: the accessibility check reads a message's colour while it fades in
          otherwise, and finds it too light. The app's theme is inherited; only motion is off. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Story />
      </ConfigProvider>
    </AppProviders>
  );
  if (parameters.router === false) return story;
  return (
    <MemoryRouter initialEntries={[(parameters.route as string) ?? '/home/index']}>{story}</MemoryRouter>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh-CN', title: '简体中文' },
        ],
        dynamicTitle: true,
      },
    },
    primaryColor: {
      description: 'Theme colour (§2 Settings drawer)',
      toolbar: {
        title: 'Theme colour',
        icon: 'paintbrush',
        items: THEME_COLOURS.map((c) => ({ value: c.hex, title: `${c.label.en} ${c.hex}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', primaryColor: DEFAULT_SETTINGS.primaryColor },
  // Each story starts from empty browser storage, as a fresh visitor: a draft one story's form kept
  // (create-project autosaves) must not turn up in the next story's form.
  beforeEach: () => {
    globalThis.localStorage?.clear();
    takeKeyWarnings();
  },
  // No control inside another, anywhere on the page (portals included): nested-interactive.ts says why.
  // No list rendered with a key twice or without one: react-key-warnings.ts says why.
  afterEach: () => {
    const nested = nestedInteractiveElements(document.body);
    if (nested.length > 0) throw new Error(`Interactive elements are nested:\n${nested.join('\n')}`);
    const keys = takeKeyWarnings();
    if (keys.length > 0) throw new Error(`React warned about list keys:\n${keys.join('\n')}`);
  },
  loaders: [async ({ globals }) => ({ locale: await loadLocale(globals.locale as Locale) })],
  decorators: [withApp],
  parameters: {
    // Any accessibility violation fails the story's test: no story may have one.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'fullscreen',
  },
  tags: ['autodocs'],
};

export default preview;
