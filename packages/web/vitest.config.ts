import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

/**
 * The web package's tests (issue 6), three projects:
 * - `unit`: plain node tests beside the code (`src/**\/*.test.ts`);
 * - `storybook`: every story rendered and played in Debian's Chromium by @storybook/addon-vitest, the
 *   accessibility addon failing a story on any violation (`parameters.a11y.test: 'error'`);
 * - `e2e`: browser journeys — playwright-core drives the same Chromium against the built web served by
 *   the real server process; one server and one browser for the whole run (e2e/global-setup.ts).
 * No browser is ever downloaded: both use /usr/bin/chromium (STACK.md).
 */
const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [storybookTest({ configDir: storybookDir })],
        test: {
          name: 'storybook',
          // The browser projects run one after the other (2 cores): stories, then journeys.
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // The server's PGlite start and a cold Chromium on 2 shared cores; journeys click through pages.
          hookTimeout: 120_000,
          testTimeout: 60_000,
          // One journey at a time: they share the server and the browser, and the cores are few.
          fileParallelism: false,
        },
      },
    ],
  },
});
