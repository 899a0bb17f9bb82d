import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { ProjectCountCache } from '../projects/project-count-cache';

/** The Fastify instance routes are registered on: zod validates and types every input and output. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every route module gets: the database and the configuration (with its clock). */
export interface AppDeps {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** Totals of project lists, kept until a project of the tenant changes (absent: always counted). */
  readonly projectCounts?: ProjectCountCache;
}
