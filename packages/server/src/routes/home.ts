import { workbenchSchema } from '@tender/domain';
import { requestPorts } from '../adapters/request-ports';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { loadWorkbench } from '../home/load-workbench';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

/**
 * GET Home/GetWorkbench (issue 8 Home; not among §7's calls, so named in the same ABP style): what needs
 * the signed-in user now, notices with near deadlines, projects awaiting closing, and counts.
 */
export function registerHomeRoutes(app: ZodApp, { db, config }: AppDeps): void {
  app.get(
    '/api/services/app/Home/GetWorkbench',
    { schema: { tags: ['Home'], response: { 200: abp(workbenchSchema) } } },
    async (request) => {
      const scope = await scopeOf(db, sessionOf(request));
      return ok(await loadWorkbench(db, requestPorts(db, scope), scope, config.clock()));
    },
  );
}
