import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { ServerCaches } from '../cache/server-caches';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/** The Fastify instance routes are registered on: zod validates and types every input and output. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every route module gets: the database, the configuration (with its clock) and the caches. */
export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** Project lists and sessions, kept until the database reports a change of their tenant. */
  readonly caches: ServerCaches;
}
