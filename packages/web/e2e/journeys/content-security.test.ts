import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { EVERY_SIGNED_IN_PAGE, goTo, loaded } from '../support/every-page';
import { openLoggedIn, t, useJourney } from '../support/journey';

/**
 * Every route of §2's table and every step page, loaded whole in Chromium under the server's content
 * security policy (server http/security-headers.ts): none may report a violation. useJourney records
 * the reports of every journey; this one makes sure each screen is visited at least once.
 */
describe('journey: the content security policy holds on every screen', () => {
  const journey = useJourney();

  it('loads the login page with no violation', async () => {
    const page = await journey.newPage();
    const reply = await page.goto('/user/login');
    expect(reply?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('button', { name: t('login.submit') }).waitFor();
    expect(journey.cspViolations()).toEqual([]);
  });

  // The app is loaded whole once, under the policy its document carries; every screen after it comes as
  // the app's links bring it, through the router, each lazy chunk, style and request under that policy.
  // A walk of ~40 screens: its own time limit, not one journey's.
  it('loads every page of the route table and every step page, signed in, with no violation', {
    timeout: 240_000,
  }, async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject();
    const page = await journey.newPage();
    await openLoggedIn(page, 'admin');
    const visited: string[] = [];
    for (const path of EVERY_SIGNED_IN_PAGE) {
      await goTo(page, `${path}?id=${project.id}`);
      await loaded(page);
      visited.push(path);
      expect(journey.cspViolations(), `after ${path}`).toEqual([]);
    }
    expect(visited).toContain('/manage/operation');
    expect(visited).toContain('/bid-evaluation/index');
  });
});
