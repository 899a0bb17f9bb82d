import { workbenchSchema } from '@tender/domain';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { requestServices } from '../composition/request-services';
import { loadWorkbench } from '../home/load-workbench';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

/**
 * GET Home/GetWorkbench (the home page; not among §7's calls, so named in the same ABP style): what needs
 * the signed-in user now, notices with near deadlines, projects awaiting closing, and counts.
 */
export function registerHomeRoutes(app: ZodApp, { db, config }: AppDeps): void {
  app.get(
    '/api/services/app/Home/GetWorkbench',
    {
      config: { access: 'project.query' },
      schema: { tags: ['Home'], response: { 200: abp(workbenchSchema) } },
    },
    async (request) => {
      const session = sessionOf(request);
      const scope = await scopeOf(db, session);
      return ok(
        await loadWorkbench(
          db,
          requestServices(db, scope, config.clock),
          { ...scope, grantedPermissions: session.grantedPermissions },
          config.clock(),
        ),
      );
    },
  );
}
