import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import client, { type Registry } from '@prometheus-io/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import type { ServerCaches } from '../cache/server-caches';
import type { Config } from '../config';
import type { PoolUse } from '../db/database';
import { failure } from '../http/envelope';
import { NEVER_SHED } from './health-routes';

/** What the server's own metrics read when Prometheus scrapes. */
export interface MetricSources {
  /** The PostgreSQL pool's occupancy; PGlite has no pool. */
  readonly poolUse?: (() => PoolUse) | undefined;
  readonly caches: ServerCaches;
  /** Open project-change streams (ProjectChanges/Watch). */
  readonly openChangeStreams: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus metrics, in the text exposition format (served by metrics.ts). */
    metricsRegistry: Registry;
  }
}

/** Request durations' buckets, in seconds: most API calls take milliseconds, an export a few seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PROBES = ['/health/live', '/health/ready', '/metrics'];

/**
 * Prometheus metrics from a maintained plugin (fastify-metrics): the request duration by route, method
 * and status, Node's own (event-loop lag, memory, GC), and the server's — the database pool's use, open
 * WebSockets and change streams, and the kept lists' hits and misses. One registry per app, so that
 * apps built side by side (the tests) count apart. Served only behind a token or on a port of its own
 * (`serveMetrics`), never on the public API unauthenticated.
 */
export async function registerMetrics(
  app: FastifyInstance,
  sources: MetricSources,
  config: Config['metrics'],
): Promise<void> {
  const registry = new client.Registry();
  await app.register(fastifyMetrics, {
    promClient: client,
    endpoint: null,
    // Node's own figures are the process's: collected once in processRegistry(), not per app.
    defaultMetrics: { enabled: false },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      routeBlacklist: PROBES,
      overrides: {
        histogram: { buckets: DURATION_BUCKETS, registers: [registry] },
        summary: { registers: [registry] },
      },
    },
  });
  registerServerMetrics(app, registry, sources);
  const served = client.Registry.merge([processRegistry(), registry]);
  app.decorate('metricsRegistry', served);
  if (config.token) registerMetricsRoute(app, served, config.token);
}

let processMetrics: Registry | undefined;

/**
 * Node's default metrics (event-loop lag, memory, GC, handles) describe the process, whichever app asks:
 * collected once. Each collection keeps an event-loop monitor and a GC observer for the life of the
 * process, so one per app made a test worker that builds hundreds of apps ever slower.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new client.Registry();
    client.collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

function registerServerMetrics(app: FastifyInstance, registry: Registry, sources: MetricSources): void {
  const registers = [registry];
  if (sources.poolUse) {
    const poolUse = sources.poolUse;
    new client.Gauge({
      name: 'tender_db_pool_connections',
      help: 'PostgreSQL pool connections: all held, the idle among them, and queries waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
  new client.Gauge({
    name: 'tender_websockets_open',
    help: 'Open WebSocket connections (the sign-in feed)',
    registers,
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  new client.Gauge({
    name: 'tender_change_streams_open',
    help: 'Open project-change streams (ProjectChanges/Watch)',
    registers,
    collect() {
      this.set(sources.openChangeStreams());
    },
  });
  // Counted by the caches themselves; read when scraped.
  new client.Counter({
    name: 'tender_cache_lookups_total',
    help: 'Lookups of the kept lists and sessions, answered from the cache (hit) or not (miss)',
    labelNames: ['cache', 'outcome'],
    registers,
    collect() {
      this.reset();
      for (const [cache, kept] of Object.entries(sources.caches)) {
        const { hits, misses } = kept.lookups();
        this.inc({ cache, outcome: 'hit' }, hits);
        this.inc({ cache, outcome: 'miss' }, misses);
      }
    },
  });
}

/** GET /metrics for `Authorization: Bearer <TENDER_METRICS_TOKEN>`; 401 for anyone else. */
function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string): void {
  const expected = Buffer.from(`Bearer ${token}`);
  const holdsToken = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.get(
    '/metrics',
    { schema: { hide: true }, logLevel: 'warn', config: { access: 'anonymous', ...NEVER_SHED } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!holdsToken(request)) {
        return reply.status(401).send(
          failure(
            {
              code: 'UNAUTHENTICATED',
              message: 'The metrics need the configured token: Authorization: Bearer <token>',
              details: null,
              validationErrors: null,
            },
            true,
          ),
        );
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
}

/**
 * The metrics on a port of their own (TENDER_METRICS_PORT), for a scraper on the private network: a plain
 * HTTP server with one route, so the API's port never exposes them.
 */
export async function serveMetrics(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
