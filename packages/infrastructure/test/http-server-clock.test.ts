import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpServerClock } from '../src/http/http-server-clock';
import { clientsFor, startServer, type TestServer } from './real-server';

const HOUR = 3_600_000;

describe('HttpServerClock against the real server (§7 tools/getServerTime)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The server's clock runs an hour ahead of this machine's, as a badly set client clock would look.
    server = await startServer({ clock: () => new Date(Date.now() + HOUR) });
  });
  afterAll(() => server?.close());

  it('syncs from the middleware (no token needed) and reports server time, not local time', async () => {
    const { clients } = clientsFor(server.url);
    const clock = new HttpServerClock(clients.middleware);
    await clock.sync();
    expect(Math.abs(clock.now() - (Date.now() + HOUR))).toBeLessThan(1_000);
  });

  it('re-syncs by itself after the local clock jumps by more than 2 s', async () => {
    const { clients } = clientsFor(server.url);
    let jump = 0;
    const clock = new HttpServerClock(clients.middleware, { wallClock: () => Date.now() + jump });
    await clock.sync();
    jump = -10 * 60_000;
    // Until the re-sync answers, now() still answers from the stale offset…
    expect(Math.abs(clock.now() - (Date.now() + HOUR + jump))).toBeLessThan(1_000);
    await expect
      .poll(() => Math.abs(clock.now() - (Date.now() + HOUR)), { timeout: 5_000 })
      .toBeLessThan(1_000);
  });
});
