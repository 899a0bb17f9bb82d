import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readinessOf } from './readiness';

/** A route load shedding lets through: the probes must answer even while the API sheds (load-shedding.ts). */
export const NEVER_SHED = { pressureHandler: () => undefined } as const;

/**
 * The probes of whoever runs the server (a load balancer, an orchestrator), outside the API and its
 * document, anonymous and never cached:
 * - `/health/live` answers while the process serves at all (restart it when this fails);
 * - `/health/ready` answers 503 while the database does not answer, misses a migration of this build,
 *   or the process sheds load (send it no requests until it answers 200 again).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { db, schema }: { readonly db: Kysely<Database>; readonly schema?: string | undefined },
): void {
  const probe = { hide: true } as const;
  app.get(
    '/health/live',
    { schema: probe, config: { access: 'anonymous', ...NEVER_SHED } },
    async (_, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }),
  );
  app.get(
    '/health/ready',
    { schema: probe, config: { access: 'anonymous', ...NEVER_SHED } },
    async (_, reply) => {
      const readiness = await readinessOf(db, schema);
      const shedding = app.isUnderPressure?.() ?? false;
      const ready = readiness.ready && !shedding;
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'unready', ...readiness, ready, shedding });
    },
  );
}
