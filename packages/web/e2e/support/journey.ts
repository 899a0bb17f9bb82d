import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { STORAGE_KEYS } from '@tender/domain';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { en, type MessageKey } from '../../src/i18n/en';
import { storedTokenOf } from './api';
import { DEMO_PASSWORD, type DemoUser } from './demo-users';
import { serverOfThisWorker } from './server';

export const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

export { DEMO_PASSWORD, type DemoUser } from './demo-users';

/** The English text of a message key: journeys find elements by what the user reads. */
export const t = (key: MessageKey): string => en[key];

export interface PageOptions {
  /** Default 1280 × 800 (desktop, §9 breakpoints). */
  readonly viewport?: { width: number; height: number };
  readonly isMobile?: boolean;
  /** The browser's language (navigator.languages[0]); default en-GB. */
  readonly locale?: string;
  /** The system's motion preference; default `reduce` (see newPage). */
  readonly reducedMotion?: 'reduce' | 'no-preference';
}

export interface Journey {
  readonly baseUrl: string;
  /** A fresh browser context (empty localStorage) and page; closed after the test. */
  newPage(options?: PageOptions): Promise<Page>;
  /** The content security policy violations the test's pages reported so far, as `page: directive blocked`. */
  cspViolations(): readonly string[];
}

/** How a page reports a violation of the server's content security policy to the test (see newPage). */
const CSP_REPORT = '[csp-violation]';

/**
 * Hooks for one journey file: connects to the run's shared Chromium, gives each test fresh contexts, and
 * fails a test whose page threw an uncaught error or broke the content security policy (server
 * http/security-headers.ts): every journey runs under the policy a real browser gets.
 */
export function useJourney(): Journey {
  const baseUrl = serverOfThisWorker(inject('baseUrls'));
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  const errors: string[] = [];
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterEach(async ({ task }) => {
    const shown = pages.splice(0);
    // Before the pages close: what they showed when the test failed.
    if (task.result?.state === 'fail') {
      // A retried attempt that then passes is reported by vitest only as "retry xN": its cause is logged
      // here, where the test file stands, so that a retry can be explained from the run's log.
      console.error(`journey "${task.name}" failed: ${failureOf(task.result.errors ?? [])}`);
      await Promise.all(shown.map(reportFailure));
    }
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const thrown = errors.splice(0);
    expect(thrown, 'uncaught errors in the page').toEqual([]);
    expect(violations.splice(0), 'content security policy violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        isMobile: options.isMobile ?? false,
        hasTouch: options.isMobile ?? false,
        locale: options.locale ?? 'en-GB',
        timezoneId: 'Asia/Shanghai',
        // A user who asked for less motion, whom the app serves without antd's animations
        // (app-providers.tsx): a click aimed at a dialog still zooming in pressed its button and let go
        // beside it once the button had moved on, so no click happened — a busy machine's frames are far
        // apart (operation's change of method, retried in CI). Playwright checks where a click lands only
        // on its first event.
        reducedMotion: options.reducedMotion ?? 'reduce',
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      await context.addInitScript((marker) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            marker,
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          ),
        );
      }, CSP_REPORT);
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith(CSP_REPORT))
          violations.push(`${page.url()}: ${text.slice(CSP_REPORT.length + 1)}`);
      });
      pages.push(page);
      return page;
    },
    cspViolations: () => [...violations],
  };
}

/** What the journey reads on screen: the English dictionary by default, or another language's. */
export type Say = (key: MessageKey) => string;

/** Fills and submits the login form (default tenant) as a demo user, reading its labels with `say`. */
export async function logIn(
  page: Page,
  user: DemoUser,
  password = DEMO_PASSWORD,
  say: Say = t,
): Promise<void> {
  await page.getByLabel(say('login.userName')).fill(user);
  await page.getByLabel(say('login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: say('login.submit') }).click();
}

/**
 * Opens `path` as `user`, signed in; resolves once `path` is shown. The sign-in itself goes through the
 * API with the login use case the page runs (so the server sees the same calls), and the browser is given
 * the token where the login page would have stored it: journeys about the login page drive it with
 * `logIn`; every other journey skips loading it (~1–2 s of a busy CI machine each).
 */
export async function openLoggedIn(page: Page, user: DemoUser, path = '/home/index'): Promise<void> {
  const stored = await storedTokenOf(serverOfThisWorker(inject('baseUrls')), user);
  // Any page of the origin gives access to its localStorage; an unknown API path is the cheapest one.
  await page.goto('/api/e2e-sign-in');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(stored));
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await settled(page);
}

/** Waits until the main layout shows and no spinner is left (lazy routes and the session have loaded). */
export async function settled(page: Page): Promise<void> {
  await page.getByTestId('main-layout').waitFor();
  await page.getByTestId('page-spinner').waitFor({ state: 'detached' });
}

/** The pathname and search of the page, as the router sees them. */
export function where(page: Page): { pathname: string; search: URLSearchParams } {
  const url = new URL(page.url());
  return { pathname: url.pathname, search: url.searchParams };
}

/** localStorage as the app left it. */
export function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

export const ACCESS_TOKEN_KEY = STORAGE_KEYS.accessToken;
export const SETTINGS_KEY = STORAGE_KEYS.settings;

/**
 * Saves a full-page screenshot of the journey under e2e/screenshots/ (gitignored) for a human to look at;
 * none when TENDER_E2E_SCREENSHOTS=off.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  // CI keeps no pictures (.ci/run turns them off): encoding full-page PNGs costs the 2 cores about a minute.
  if (process.env.TENDER_E2E_SCREENSHOTS === 'off') return;
  await mkdir(SCREENSHOTS, { recursive: true });
  // antd animates modals, drawers and messages with motion classes (rc-motion), not only CSS animations:
  // let them finish so the picture shows what the user sees.
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '[class*="-appear-active"],[class*="-enter-active"],[class*="-leave-active"]',
        ),
      null,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * What the page showed when a test failed, for the CI log (which keeps no pictures): its address and the
 * messages, alerts and dialogs on screen. A screenshot is saved as well, for a run on a desk.
 */
/** A failed attempt's first error and the journey lines it stood on. */
function failureOf(errors: readonly { message?: string; stack?: string }[]): string {
  const [error] = errors;
  if (!error) return '(no error recorded)';
  const journeyLines = (error.stack ?? '').split('\n').filter((line) => /e2e[\\/]/.test(line));
  return [error.message ?? '', ...journeyLines.map((line) => line.trim())].join('\n  ');
}

async function reportFailure(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const shown = await page
    .evaluate(() =>
      [...document.querySelectorAll('.ant-message-notice, .ant-alert, .ant-modal, .ant-notification-notice')]
        .map((element) => (element as HTMLElement).innerText.trim())
        .filter(Boolean),
    )
    .catch((error: Error) => [`(page unreadable: ${error.message})`]);
  console.error(`journey failed at ${page.url()}; on screen: ${JSON.stringify(shown)}`);
  await screenshot(page, `failed-${Date.now()}`).catch(() => undefined);
}
