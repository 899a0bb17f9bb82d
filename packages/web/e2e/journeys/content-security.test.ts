import { describe, expect, it } from 'vitest';
import { t, useJourney } from '../support/journey';

/**
 * The server's content security policy (server http/security-headers.ts) in Chromium: useJourney records
 * the reports of every journey and fails one that has any. The login page is checked here; every route of
 * §2's table and every step page, signed in, by the walk of every-screen.test.ts, in both languages.
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
});
