import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { logIn, screenshot, settled, t, useJourney } from '../support/journey';

/**
 * The bidder library's analysis page (§1 route table) over the demo data, and where the charts' code
 * goes: AntV G2 is large, so it is a chunk of its own that only the analysis pages load — never the
 * login page or the operation screen. Each script the browser receives is read for G2's own transform
 * names, so the check holds whatever the chunk is called and wherever a bundler might move G2; and the
 * analysis page must receive that code, so a marker that stopped matching would fail the test, not pass it.
 */
const G2_MARKERS = ['dodgeX', 'stackY', 'normalizeY'];

/** Every script the page receives from now on: its address and whether it holds G2. */
function recordScripts(page: Page) {
  const scripts: { url: string; charts: boolean }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .text()
        .then((body) => {
          scripts.push({ url: response.url(), charts: G2_MARKERS.every((marker) => body.includes(marker)) });
        })
        .catch(() => undefined),
    );
  });
  return {
    /** The scripts received so far, once their bodies are read. */
    async taken() {
      await Promise.all(pending);
      return scripts.splice(0);
    },
  };
}

describe('journey: a library’s analysis', () => {
  const journey = useJourney();

  it('draws the bidder library’s demo figures; the login page and the operation screen never load the charts', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject();
    const page = await journey.newPage();
    const scripts = recordScripts(page);

    await page.goto(`/user/login?redirect=${encodeURIComponent(`/manage/operation?id=${project.id}`)}`);
    await page.getByLabel(t('login.userName')).waitFor();
    const atLogin = await scripts.taken();
    expect(atLogin.length).toBeGreaterThan(0);

    await logIn(page, 'admin');
    await page.waitForURL((url) => url.pathname !== '/user/login' && url.pathname !== '/manage/operation');
    await page.getByTestId('step-page').waitFor();
    await settled(page);
    const atOperation = await scripts.taken();
    expect(atOperation.length).toBeGreaterThan(0);

    // Three years, so the demo data's projects (early 2026) stay in the window for years to come.
    await page.goto('/home/supplier-library/analysis?months=36');
    const outcomes = page.getByTestId('analysis-outcomes');
    await outcomes.getByRole('img').locator('canvas').waitFor();
    // The first demo bidder (server seed DEMO_SUPPLIERS), with its sign-ups, in the table beside the chart.
    await page
      .getByTestId('analysis-outcomes-table')
      .getByRole('row', { name: /浙江恒信科技有限公司/ })
      .waitFor();
    await page.getByTestId('analysis-months').locator('canvas').waitFor();
    const atAnalysis = await scripts.taken();
    await screenshot(page, 'library-analysis-bidders');

    expect(atAnalysis.filter((script) => script.charts)).toHaveLength(1);
    expect(atLogin.filter((script) => script.charts)).toEqual([]);
    expect(atOperation.filter((script) => script.charts)).toEqual([]);
  });
});
