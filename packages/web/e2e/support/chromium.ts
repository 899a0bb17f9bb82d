/**
 * Debian's Chromium, never a downloaded browser (STACK.md): the same binary and flags for the Storybook
 * tests (vitest.config.ts), the browser journeys and bench/web-first-load.mjs.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
