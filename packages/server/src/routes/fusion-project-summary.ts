import { z } from 'zod';
import { KyselyProjectSummaryStore } from '../adapters/project-summaries/kysely-project-summary-store';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { requestServices } from '../composition/request-services';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { computeProjectSummary } from '../project-summary/compute-project-summary';
import { projectSummarySchema } from '../project-summary/project-summary-schema';

const BASE = '/middleware/fusion_project_summary';
const pidQuery = z.object({ pid: z.coerce.number().int().positive() });

/**
 * Project summaries (§7): `reflash` recomputes a project's summary and stores it (a GET that writes, as
 * the spec names it; idempotent), `find` reads the stored one — null until the first reflash.
 * Another tenant's or a deleted project is 404 for both.
 */
export function registerFusionProjectSummaryRoutes(app: ZodApp, { db, config }: AppDeps): void {
  app.get(
    `${BASE}/reflash`,
    {
      config: { access: 'project.get' },
      schema: { tags: ['Middleware'], querystring: pidQuery, response: { 200: abp(projectSummarySchema) } },
    },
    async (request) =>
      ok(
        await db.transaction().execute(async (trx) => {
          const scope = await scopeOf(trx, sessionOf(request));
          const summary = await computeProjectSummary(
            requestServices(trx, scope, config.clock),
            request.query.pid,
            config.clock(),
          );
          await new KyselyProjectSummaryStore(trx, scope.tenantId).store(summary);
          return summary;
        }),
      ),
  );

  app.get(
    `${BASE}/find`,
    {
      config: { access: 'project.get' },
      schema: {
        tags: ['Middleware'],
        querystring: pidQuery,
        response: { 200: abp(projectSummarySchema.nullable()) },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      await new KyselyProjectLookups(db, tenantId).liveStatus(request.query.pid);
      return ok(await new KyselyProjectSummaryStore(db, tenantId).find(request.query.pid));
    },
  );
}
