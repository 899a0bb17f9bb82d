import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey';

/** The built app at `/` of the real server: precompressed, long-cached hashed assets (bench/README.md). */
describe('the built web app served by the server', () => {
  const journey = useJourney();

  it('serves index.html for a client route and brotli for its hashed scripts', async () => {
    const index = await fetch(`${journey.baseUrl}/manage/index`, { headers: { accept: 'text/html' } });
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    const script = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, 'the entry script in index.html').toBeDefined();

    const asset = await fetch(`${journey.baseUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('loads the login page in Chromium without errors', async () => {
    const page = await journey.newPage();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/user/login');
    await page.getByRole('button').first().waitFor();
    expect(failed).toEqual([]);
  });
});
