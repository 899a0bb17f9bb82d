import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server serves the built web app and the API. */
    baseUrl: string;
    /** The shared Chromium's playwright endpoint (chromium.connect). */
    browserEndpoint: string;
  }
}

/**
 * One server and one Chromium for the whole e2e run (not per file): the server on a fresh PGlite
 * directory with the demo data, serving packages/web/dist — built before by turbo (`@tender/web#test`
 * depends on `build`).
 */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([
    startServer(),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }),
  ]);
  project.provide('baseUrl', server.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([browser.close(), server.stop()]);
  };
}
