import {
  flowActionSchema,
  mayDeleteProject,
  NotPermittedError,
  packageBudgetsFit,
  pagedQuerySchema,
  projectInputSchema,
  projectSchema,
  TABLE_DEFAULT_PAGE_SIZE,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestPorts } from '../adapters/request-ports';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { circulateOnServer } from '../projects/circulate-on-server';
import { lockProject } from '../projects/lock-project';
import { projectListReply, projectListReplySchema } from '../projects/project-list-replies';
import { localeOf } from '../projects/request-locale';
import { saveProjectOnServer } from '../projects/save-project-on-server';

const BASE = '/api/services/app/Sproject';

const idQuery = z.object({ id: z.coerce.number().int().positive() });
const listQuery = pagedQuerySchema.extend({
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(TABLE_DEFAULT_PAGE_SIZE),
});
/** CreateOrUpdate's body: the editable fields plus the status change an exception or to-closing makes (§4). */
const saveBody = projectInputSchema
  .extend({
    state: z.number().int().optional(),
    auditState: z.string().max(10).nullable().optional(),
    projectFlowName: z.string().max(100).nullable().optional(),
  })
  .superRefine(packageBudgetsFit);
const circulationBody = z.object({
  projectId: z.number().int().positive(),
  flowAction: flowActionSchema,
  jumpNodeId: z.number().int().positive().optional(),
  expectedNodeId: z.number().int().positive().optional(),
  exception: z.literal('reevaluate').optional(),
  /** The operator's name as the client shows it; the server records the signed-in user. */
  operator: z.string().max(100).optional(),
});
const circulationReply = z.object({
  code: z.string(),
  msg: z.string(),
  currentNodeId: z.number().int().nullish(),
});

/** Sproject (§7): list, detail, create or update, delete, and circulation — each on the domain's rules. */
export function registerSprojectRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps;
  const inTransaction = <T>(
    request: FastifyRequest,
    work: (ports: ReturnType<typeof requestPorts>, scope: Awaited<ReturnType<typeof scopeOf>>) => Promise<T>,
  ) =>
    db.transaction().execute(async (trx) => {
      const scope = await scopeOf(trx, sessionOf(request));
      return work(requestPorts(trx, scope), scope);
    });

  app.get(
    `${BASE}/GetPaged`,
    {
      schema: {
        tags: ['Sproject'],
        querystring: listQuery,
        response: { 200: projectListReplySchema },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(db, sessionOf(request));
      const kept = await projectListReply(deps, scope, request.query);
      return kept.send(request, reply);
    },
  );

  app.get(
    `${BASE}/GetSprojectDetail`,
    { schema: { tags: ['Sproject'], querystring: idQuery, response: { 200: abp(projectSchema) } } },
    async (request) => {
      const scope = await scopeOf(db, sessionOf(request));
      return ok(await requestPorts(db, scope).projects.getDetail(request.query.id));
    },
  );

  app.post(
    `${BASE}/CreateOrUpdate`,
    { schema: { tags: ['Sproject'], body: saveBody, response: { 200: abp(projectSchema) } } },
    async (request) =>
      ok(
        await inTransaction(request, async (ports, scope) => {
          // An update decides on the stored project (decideProjectUpdate): hold it still meanwhile.
          if (request.body.id) await lockProject(ports.db, scope.tenantId, request.body.id);
          return saveProjectOnServer(ports, scope, request.body);
        }),
      ),
  );

  app.delete(
    `${BASE}/Delete`,
    { schema: { tags: ['Sproject'], querystring: idQuery, response: { 200: abp(z.null()) } } },
    async (request) => {
      await inTransaction(request, async (ports, scope) => {
        const project = await ports.projects.getDetail(request.query.id);
        if (!mayDeleteProject(scope, project)) {
          throw new NotPermittedError(
            'Only an Admin, the project manager or the creator may delete a project',
          );
        }
        await ports.projects.delete(project.id);
        await ports.workflow.end(project.id, 'terminated', 'deleted');
      });
      return ok(null);
    },
  );

  app.post(
    `${BASE}/CirculationProjectFlowById`,
    { schema: { tags: ['Sproject'], body: circulationBody, response: { 200: abp(circulationReply) } } },
    async (request) =>
      ok(
        await inTransaction(request, async (ports, scope) => {
          await lockProject(ports.db, scope.tenantId, request.body.projectId);
          return circulateOnServer(ports, scope, request.body, localeOf(request));
        }),
      ),
  );
}
