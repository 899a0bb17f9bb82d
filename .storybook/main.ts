import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for designers: every shell component of packages/web (§2), fed by the in-memory
 * container module — no HTTP. The same stories run as tests in Chromium through @storybook/addon-vitest
 * (packages/web/vitest.config.ts, project `storybook`).
 */
const config: StorybookConfig = {
  stories: ['../packages/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // TypeScript 7 has no JS compiler API, so react-docgen-typescript cannot run; react-docgen reads props
  // from the source with Babel instead.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook builds with the web package's vite.config.ts; its precompression is for the app's dist only.
  viteFinal: (config) => ({
    ...config,
    // The analysis pages' charts are imported lazily, which Vite's scan at start can miss: found by the
    // first story that draws one, they were optimised mid-run and the page reloaded with a second React.
    optimizeDeps: {
      ...config.optimizeDeps,
      include: [...(config.optimizeDeps?.include ?? []), '@ant-design/plots'],
    },
    plugins: (config.plugins ?? []).filter(
      (plugin) =>
        !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'tender:precompress'),
    ),
  }),
};

export default config;
