import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { startServer } from './support/server';
import { E2E_WORKERS } from './support/workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each worker's real server serves the built web app and the API (serverOfThisWorker). */
    baseUrls: string[];
    /** The shared Chromium's playwright endpoint (chromium.connect). */
    browserEndpoint: string;
  }
}

/**
 * One Chromium for the whole e2e run, and a server per worker (E2E_WORKERS): each on a fresh PGlite
 * directory with the demo data, serving packages/web/dist — built before by turbo (`@tender/web#test`
 * depends on `build`). A server of its own keeps one worker's journeys from seeing what the other's
 * change: a list kept alive in one was refreshed by the project changes the other pushed (ADR 0011).
 */
export default async function setup(project: TestProject) {
  const [browser, ...servers] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }),
    ...Array.from({ length: E2E_WORKERS }, () => startServer()),
  ]);
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([browser.close(), ...servers.map((server) => server.stop())]);
  };
}
