import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { failure } from '../http/envelope';

/** Seconds an overloaded server asks a client to wait before it tries again. */
export const SHEDDING_RETRY_AFTER_S = 10;
const OVERLOADED = 'The server is overloaded; please try again shortly.';

/**
 * Past the configured event-loop delay or resident memory, the server answers 503 with Retry-After (in
 * the ABP envelope) instead of queueing work it cannot finish in time and collapsing under it. A
 * maintained plugin measures; the probes (health-routes.ts) and metrics are never shed.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  shedding: Config['shedding'],
): Promise<void> {
  // With both limits off there is nothing to measure; the plugin's event-loop monitor would stay enabled
  // for the life of the process (it is not disabled on close), one more for every app a test builds.
  if (shedding.maxEventLoopDelayMs === 0 && shedding.maxRssBytes === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: shedding.maxEventLoopDelayMs,
    maxRssBytes: shedding.maxRssBytes,
    // Fastify runs no route for a request whose reply a hook has sent.
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ type, value }, 'shedding load');
      void reply
        .status(503)
        .header('retry-after', SHEDDING_RETRY_AFTER_S)
        .send(failure({ code: 'UNAVAILABLE', message: OVERLOADED, details: type, validationErrors: null }));
    },
  });
}
