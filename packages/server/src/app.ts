import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { registerAuditTrail } from './audit/register-audit-trail';
import { authenticateRequest } from './auth/authenticate-request';
import { registerLoginThrottle } from './auth/login-throttle';
import { authorizeRequest, documentAccess } from './auth/route-access';
import { registerCacheInvalidation } from './cache/register-cache-invalidation';
import { createServerCaches } from './cache/server-caches';
import type { Config } from './config';
import type { PoolUse } from './db/database';
import type { DatabaseNotifications } from './db/notifications';
import type { Database } from './db/schema';
import { apiDocsPolicy } from './http/api-docs-policy';
import { registerApiRateLimit } from './http/api-rate-limit';
import { API_COMPRESSION } from './http/compression';
import { registerErrorHandling } from './http/error-handler';
import { createLogger, requestIdOf } from './http/logger';
import { refuseNulCharacters } from './http/nul-characters';
import { registerSecurityHeaders } from './http/security-headers';
import type { AppDeps, ZodApp } from './http/zod-app';
import { registerHealthRoutes } from './operations/health-routes';
import { registerLoadShedding } from './operations/load-shedding';
import { registerMetrics } from './operations/metrics';
import { ProjectChangeStreams } from './project-changes/project-change-streams';
import { registerProjectChangeStream } from './project-changes/register-project-change-stream';
import { registerAbpAliOssRoutes } from './routes/abp-ali-oss';
import { registerAbpCompanyRoutes } from './routes/abp-company';
import { registerAccountRoutes } from './routes/account';
import { registerAppModuleRoutes } from './routes/app-module';
import { registerAuditLogRoutes } from './routes/audit-log';
import { registerBondRoutes } from './routes/bond';
import { registerClosingApplicationRoute } from './routes/closing-application';
import { registerCommitteeRoutes } from './routes/committee';
import { registerComplianceRoutes } from './routes/compliance';
import { registerEvaluationRoutes } from './routes/evaluation';
import { registerExpertRoutes } from './routes/expert';
import { registerFlowNodeRoutes } from './routes/flow-node';
import { registerFlowTemplateRoutes } from './routes/flow-template';
import { registerFusionProjectSummaryRoutes } from './routes/fusion-project-summary';
import { registerFusionTimeNodeRoutes } from './routes/fusion-time-node';
import { registerHomeRoutes } from './routes/home';
import { registerLibraryRoutes } from './routes/library';
import { registerLibraryAnalysisRoutes } from './routes/library-analysis';
import { registerLibraryHistoryRoutes } from './routes/library-history';
import { registerMiddlewareRecordRoutes } from './routes/middleware-records';
import { registerMonthBarRoutes } from './routes/month-bar';
import { registerObjectTransferRoutes } from './routes/object-transfer';
import { registerObjectionRoutes } from './routes/objection';
import { registerOfflineNoticeRoutes } from './routes/offline-notice';
import { registerOpeningRecordRoutes } from './routes/opening-record';
import { registerRoleRoutes } from './routes/role';
import { registerServerTimeRoute } from './routes/server-time';
import { registerSessionRoutes } from './routes/session';
import { registerSprojectRoutes } from './routes/sproject';
import { registerSprojectLookupRoutes } from './routes/sproject-lookups';
import { registerSystemNoticeRoutes } from './routes/system-notice';
import { registerLogoutRoute, registerTokenAuthRoutes } from './routes/token-auth';
import { registerUserRoutes } from './routes/user';
import { registerWorkflowRoutes } from './routes/workflow/workflow-routes';
import { registerSignInFeed } from './sign-in-feed/register-sign-in-feed';
import { SignedInClients } from './sign-in-feed/signed-in-clients';
import { hasWebApp, registerWebApp } from './web-app/web-app';

export interface BuildAppOptions {
  readonly db: Kysely<Database>;
  readonly config: Config;
  /** A pino logger; by default one at config.logLevel writing JSON lines to stdout. */
  readonly logger?: FastifyBaseLogger;
  /** The database's LISTEN/NOTIFY; without it the sign-in WebSocket answers but pushes nothing. */
  readonly notifications?: DatabaseNotifications;
  /** The PostgreSQL pool's occupancy, for the metrics (DatabaseHandle.poolUse). */
  readonly poolUse?: (() => PoolUse) | undefined;
}

/**
 * Builds the API the client calls (§7): plugins, error handling and every route, but never listens — tests
 * call `app.inject()`, main.ts calls `listen`. Three services share the server under their own bases: the ABP
 * service (`/api`, `/auth`), the middleware (`/middleware`) and the workflow engine (`/workflow`).
 */
export async function buildApp({
  db,
  config,
  logger,
  notifications,
  poolUse,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    bodyLimit: config.bodyLimit,
    // The client's address (login throttling, the audit trail) from X-Forwarded-For only when a
    // configured proxy sent it; otherwise the socket's, whatever a client claims.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    // A client trickling its request (slowloris) is cut off once the whole request has taken longer;
    // Node looks for such connections every few seconds, not its default 30.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, config.requestTimeoutMs / 2),
    },
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
    // Bodies with a prototype-polluting key are refused outright.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurityHeaders(app, config);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app, { webApp: hasWebApp(config.webDir) });
  // Before every route's own validation (hooks reach the scopes registered after them).
  refuseNulCharacters(app);
  const deps: AppDeps = { db, config, caches: createServerCaches() };
  const projectChangeStreams = new ProjectChangeStreams();
  // Before every route: shedding and the request metrics hook each route as it is added.
  await registerLoadShedding(app, config.shedding);
  await registerMetrics(
    app,
    { poolUse, caches: deps.caches, openChangeStreams: () => projectChangeStreams.openCount() },
    config.metrics,
  );
  registerHealthRoutes(app, {
    db,
    schema: config.database.kind === 'postgres' ? config.database.searchPath : undefined,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tender API', version: '0.1.0', description: 'The calls of SPEC §7, in ABP envelopes.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Each operation also names who may call it (`x-access`, ADR 0014).
    transform: documentAccess(jsonSchemaTransform),
  });
  // The document at /api/docs/json (and /yaml), and a page to browse and try it at /api/docs: swagger-ui,
  // served from this server, asking nothing of any other (no online validator).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    transformStaticCSP: apiDocsPolicy,
  });
  await registerWebApp(app, config.webDir);

  // Before every route and the kept lists' onSend: each write commits with its audit row (ADR 0012).
  registerAuditTrail(app, deps);
  // One listening for identity changes serves the caches and the sign-in feed's open sockets.
  const signedIn = new SignedInClients();
  registerCacheInvalidation(app, deps, notifications, {
    identity: [signedIn],
    projects: [projectChangeStreams],
  });
  // Password sign-ins count their failures in the database (ADR 0020), in a scope of their own.
  await app.register(async (scope: ZodApp) => {
    registerTokenAuthRoutes(scope, deps, await registerLoginThrottle(scope, deps));
  });
  // Tenant lookup by name: asked before login, so anonymous like TokenAuth.
  registerAccountRoutes(app, deps);
  registerServerTimeRoute(app, deps);
  // Authenticates by its first message, not by header: outside the bearer-token scope.
  await registerSignInFeed(app, { ...deps, signedIn, ...(notifications ? { notifications } : {}) });
  // Signed uploads and download links carry their own credential (the policy, the URL's signature).
  await registerObjectTransferRoutes(app, deps);
  await app.register(async (scope: ZodApp) => {
    // First, so that it sees every route of the scope (it hooks each one as it is added).
    await scope.register(compress, API_COMPRESSION);
    scope.addHook('onRequest', authenticateRequest(deps));
    // Then the route's permission (§6 action list) and the temporary-password gate (ADR 0014).
    scope.addHook('onRequest', authorizeRequest);
    // Its hook runs on each route after the scope's own: it counts per token, once the token is known.
    await registerApiRateLimit(scope, deps.config.apiRateLimits);
    registerLogoutRoute(scope, deps);
    registerSessionRoutes(scope, deps);
    registerAppModuleRoutes(scope, deps);
    registerUserRoutes(scope, deps);
    registerRoleRoutes(scope, deps);
    registerAbpCompanyRoutes(scope, deps);
    registerLibraryRoutes(scope, deps);
    registerLibraryAnalysisRoutes(scope, deps);
    registerLibraryHistoryRoutes(scope, deps);
    registerSystemNoticeRoutes(scope, deps);
    registerOpeningRecordRoutes(scope, deps);
    registerExpertRoutes(scope, deps);
    registerCommitteeRoutes(scope, deps);
    registerEvaluationRoutes(scope, deps);
    registerSprojectRoutes(scope, deps);
    registerClosingApplicationRoute(scope, deps);
    registerHomeRoutes(scope, deps);
    registerComplianceRoutes(scope, deps);
    registerBondRoutes(scope, deps);
    registerObjectionRoutes(scope, deps);
    registerSprojectLookupRoutes(scope, deps);
    registerOfflineNoticeRoutes(scope, deps);
    registerAbpAliOssRoutes(scope, deps);
    registerMonthBarRoutes(scope, deps);
    registerFlowNodeRoutes(scope, deps);
    registerAuditLogRoutes(scope, deps);
    registerFlowTemplateRoutes(scope, deps);
    registerWorkflowRoutes(scope, deps);
    registerMiddlewareRecordRoutes(scope, deps);
    registerFusionTimeNodeRoutes(scope, deps);
    registerFusionProjectSummaryRoutes(scope, deps);
    registerProjectChangeStream(scope, { ...deps, streams: projectChangeStreams, signedIn });
  });
  return app;
}
