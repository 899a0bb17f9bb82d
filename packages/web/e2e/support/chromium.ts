import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, never a downloaded browser (STACK.md): the same binary and flags for the Storybook
 * tests (vitest.config.ts), the browser journeys, bench/ and the check `npm test` runs first
 * (scripts/check-browser.mjs). Debian's headless shell (package chromium-headless-shell) is preferred where
 * it is installed: it draws the same pages with the same Blink, without the full browser's UI process, and
 * took a quarter less CPU over the journeys on our 2-core machines. CHROMIUM_PATH names another binary.
 */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? CHROMIUM_CANDIDATES[1];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
