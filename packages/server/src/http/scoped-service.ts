import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RequestScope } from '../adapters/request-scope';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import type { Clock } from '../config';
import type { Database } from '../db/schema';

/**
 * A service built per request on the caller's scope: `read` over the pool, `change` inside one
 * transaction (ADR 0012: a write and its audit row commit together). The evaluation routes share it.
 */
export function scopedService<S>(
  db: Kysely<Database>,
  clock: Clock,
  make: (handle: Kysely<Database>, scope: RequestScope, clock: Clock) => S,
) {
  const build = async (request: FastifyRequest, handle: Kysely<Database>) =>
    make(handle, await scopeOf(handle, sessionOf(request)), clock);
  return {
    read: (request: FastifyRequest) => build(request, db),
    change: <T>(request: FastifyRequest, work: (service: S) => Promise<T>) =>
      db.transaction().execute(async (trx) => work(await build(request, trx))),
  };
}
