import { closingApplicationSchema, projectSchema, SubmitClosingApplication } from '@tender/domain';
import { KyselyProjectRepository } from '../adapters/projects/kysely-project-repository';
import { lockProject } from '../adapters/projects/lock-project';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { localeOf } from '../projects/request-locale';

/**
 * POST Sproject/SubmitClosingApplication (ADR 0007 "Closing"): closes a project awaiting closing with its
 * closing application. The domain's SubmitClosingApplication decides (awaiting closing; Admin, project
 * manager or creator; the project's own files) on the locked row, and the close is one transaction.
 */
export function registerClosingApplicationRoute(app: ZodApp, { db }: AppDeps): void {
  app.post(
    '/api/services/app/Sproject/SubmitClosingApplication',
    {
      config: { access: 'project.edit' },
      schema: { tags: ['Sproject'], body: closingApplicationSchema, response: { 200: abp(projectSchema) } },
    },
    async (request) =>
      ok(
        await db.transaction().execute(async (trx) => {
          const scope = await scopeOf(trx, sessionOf(request));
          await lockProject(trx, scope.tenantId, request.body.projectId);
          return new SubmitClosingApplication(new KyselyProjectRepository(trx, scope)).execute({
            application: request.body,
            actor: scope,
            locale: localeOf(request),
          });
        }),
      ),
  );
}
