import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, screenshot, settled, storage, useJourney, where } from '../support/journey';
import { SSO_PROVIDER } from '../support/server';

/**
 * §1, §7: a user arrives from the provider's portal with authProvider, providerKey and platformId in the
 * URL; the shell hands them to ReloadAuthenticate and lets the user in. The hand-over token is minted as
 * the server's README documents it: base64url(payload) "." base64url(HMAC-SHA256(secret, first part)).
 */
function mintHandOver(userName: string, secret: string = SSO_PROVIDER.secret): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = Buffer.from(
    JSON.stringify({
      sub: userName,
      tenant: 3,
      iat: now,
      exp: now + 300,
      platformId: SSO_PROVIDER.platformId,
    }),
  ).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

const handOverUrl = (providerKey: string) =>
  `/user/login?${new URLSearchParams({
    authProvider: SSO_PROVIDER.name,
    providerKey,
    platformId: SSO_PROVIDER.platformId,
  })}`;

describe('journey: single sign-on hand-over', () => {
  const journey = useJourney();

  it('lets a user in from the provider with a signed hand-over', async () => {
    const page = await journey.newPage();
    await page.goto(handOverUrl(mintHandOver('manager')));
    await page.waitForURL((url) => url.pathname === '/home/index');
    expect((await storage(page))[ACCESS_TOKEN_KEY]).toBeTruthy();
    await settled(page);
    await screenshot(page, 'single-sign-on-1-in');
  });

  it('stays on the login page, with the reason, when the hand-over is not signed by the provider', async () => {
    const page = await journey.newPage();
    await page.goto(handOverUrl(mintHandOver('manager', 'not-the-providers-secret-0123456789abcdef')));
    await page.getByRole('alert').first().waitFor();
    expect(where(page).pathname).toBe('/user/login');
    expect((await storage(page))[ACCESS_TOKEN_KEY]).toBeFalsy();
    await screenshot(page, 'single-sign-on-2-refused');
  });
});
