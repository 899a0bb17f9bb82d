import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { postgresPool } from '../src/db/database';
import { createLogger } from '../src/http/logger';
import { serveMetrics } from '../src/operations/metrics';
import { NO_SHEDDING } from '../src/testing/start-test-server';
import { buildTestApp, call, login, useTestApp } from './harness';

/**
 * Prometheus metrics (README "Operations"): request durations by route and status, Node's event-loop lag,
 * the pool's use, open sockets and the kept lists' hit rate — behind a token or on a port of their own,
 * never on the public API for anyone.
 */
const TOKEN = 'metrics-scraper-token-0123456789abcdef';
let accessToken: string;

const harness = useTestApp({ config: { metrics: { token: TOKEN, host: '127.0.0.1' } } });
beforeAll(async () => {
  ({ accessToken } = await login(harness.app, 'admin'));
});

const scrape = (target: FastifyInstance, authorization?: string) =>
  call(target, { method: 'GET', url: '/metrics', ...(authorization ? { headers: { authorization } } : {}) });

/** The value of one sample line of the exposition text, by its name and labels as printed. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics behind the configured token', () => {
  it('refuses a scraper without the token (401), and with a wrong one', async () => {
    expect((await scrape(harness.app)).statusCode).toBe(401);
    expect((await scrape(harness.app, `Bearer ${TOKEN.replace('0', '1')}`)).statusCode).toBe(401);
    expect((await scrape(harness.app, accessToken)).statusCode).toBe(401);
  });

  it('counts requests by route, method and status, and the kept lists’ hits and misses', async () => {
    const list = '/api/services/app/Sproject/GetPaged?MaxResultCount=3&Filter=projectName=*metrics*';
    for (let i = 0; i < 3; i++) {
      const reply = await call(harness.app, { method: 'GET', url: list, token: accessToken });
      expect(reply.statusCode).toBe(200);
    }
    expect((await call(harness.app, { method: 'GET', url: list, token: 'unknown' })).statusCode).toBe(401);
    const reply = await scrape(harness.app, `Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    const text = reply.body;
    const route = 'route="/api/services/app/Sproject/GetPaged"';
    expect(sample(text, `http_request_duration_seconds_count{method="GET",${route},status_code="200"}`)).toBe(
      3,
    );
    expect(sample(text, `http_request_duration_seconds_count{method="GET",${route},status_code="401"}`)).toBe(
      1,
    );
    // The first read of the list missed; the two after it were kept.
    expect(
      sample(text, 'tender_cache_lookups_total{cache="projectPages",outcome="hit"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'tender_cache_lookups_total{cache="projectPages",outcome="miss"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'tender_websockets_open')).toBe(0);
    expect(sample(text, 'tender_change_streams_open')).toBe(0);
    // The probes and the scrape itself are not counted as traffic.
    expect(text).not.toContain('route="/metrics"');
  });

  it('is not served at all without a token configured', async () => {
    const plain = await buildTestApp(harness.database);
    try {
      expect((await scrape(plain, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the metrics on a port of their own (TENDER_METRICS_PORT)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = await serveMetrics(harness.app.metricsRegistry, { port: 0, host: '127.0.0.1' });
    const address = server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves /metrics to anyone who reaches the port, and nothing else', async () => {
    const reply = await fetch(`${base}/metrics`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('http_request_duration_seconds_bucket');
    expect((await fetch(`${base}/`)).status).toBe(404);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('the PostgreSQL pool’s use', () => {
  it('reports the connections held, idle and waiting', async () => {
    const url = new URL(harness.database.postgres!.url);
    const pool = postgresPool(url.toString(), { searchPath: harness.database.postgres!.schema });
    const pooled = await buildApp({
      db: pool.db,
      config: loadConfig({}, { shedding: NO_SHEDDING, metrics: { token: TOKEN, host: '127.0.0.1' } }),
      logger: createLogger('silent'),
      poolUse: pool.use,
    });
    try {
      await login(pooled, 'admin');
      const text = (await scrape(pooled, `Bearer ${TOKEN}`)).body;
      expect(sample(text, 'tender_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'tender_db_pool_connections{state="waiting"}')).toBe(0);
    } finally {
      await pooled.close();
      await pool.db.destroy();
    }
  });
});
