import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { authenticateRequest } from './auth/authenticate-request';
import type { Config } from './config';
import type { Database } from './db/schema';
import { registerErrorHandling } from './http/error-handler';
import { createLogger, requestIdOf } from './http/logger';
import type { AppDeps, ZodApp } from './http/zod-app';
import { registerAppModuleRoutes } from './routes/app-module';
import { registerFlowNodeRoutes } from './routes/flow-node';
import { registerServerTimeRoute } from './routes/server-time';
import { registerSessionRoutes } from './routes/session';
import { registerSprojectRoutes } from './routes/sproject';
import { registerLogoutRoute, registerTokenAuthRoutes } from './routes/token-auth';

export interface BuildAppOptions {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** A pino logger; by default one at config.logLevel writing JSON lines to stdout. */
  readonly logger?: FastifyBaseLogger;
}

/**
 * Builds the API (issue 3): plugins, error handling and every route, but never listens — tests call
 * `app.inject()`, main.ts calls `listen`. Three services share the server under their own bases:
 * the ABP service (`/api`, `/auth`), the middleware (`/middleware`) and the workflow engine (`/workflow`).
 */
export async function buildApp({ db, config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    bodyLimit: config.bodyLimit,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
    // Bodies with a prototype-polluting key are refused outright.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tender API', version: '0.1.0', description: 'The calls of SPEC §7, in ABP envelopes.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  const deps: AppDeps = { db, config };
  registerTokenAuthRoutes(app, deps);
  registerServerTimeRoute(app, deps);
  await app.register(async (scope: ZodApp) => {
    scope.addHook('onRequest', authenticateRequest(deps));
    registerLogoutRoute(scope, deps);
    registerSessionRoutes(scope, deps);
    registerAppModuleRoutes(scope, deps);
    registerSprojectRoutes(scope, deps);
    registerFlowNodeRoutes(scope, deps);
  });
  return app;
}
