import { projectDeadlinesSchema } from '@tender/domain';
import { z } from 'zod';
import { KyselyProjectDeadlinesSource } from '../adapters/compliance/kysely-project-deadlines-source';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

const projectQuery = z.object({ projectId: z.coerce.number().int().positive() });

/**
 * Compliance (not among §7's calls, so named in the same ABP style; ADR 0022): a project's statutory
 * deadlines, laid out on the server's clock and China's working calendar. Whoever may read the project
 * reads them (project.get, as GetSprojectDetail); another tenant's project is 404 like a missing one.
 */
export function registerComplianceRoutes(app: ZodApp, { db, config }: AppDeps): void {
  app.get(
    '/api/services/app/Compliance/GetDeadlines',
    {
      config: { access: 'project.get' },
      schema: {
        tags: ['Compliance'],
        description:
          'Every statutory bound of the project (bid deadline, clarification cut-off, objection replies, publicity, contract, filing, bond refund), each with its article, due date and status at the server’s now.',
        querystring: projectQuery,
        response: { 200: abp(projectDeadlinesSchema) },
      },
    },
    async (request) => {
      const source = new KyselyProjectDeadlinesSource(db, sessionOf(request).tenantId, config.clock);
      return ok(await source.deadlinesOf(request.query.projectId));
    },
  );
}
