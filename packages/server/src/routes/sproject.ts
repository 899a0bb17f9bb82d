import {
  circulationReplySchema,
  circulationRequestSchema,
  FlowResultCode,
  mayDeleteProject,
  NotPermittedError,
  PROJECT_EXPORT_MAX_ROWS,
  packageBudgetsFit,
  pagedQuerySchema,
  projectExportQuerySchema,
  projectInputSchema,
  projectSchema,
  refusal,
  TABLE_DEFAULT_PAGE_SIZE,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KyselyProjectRepository } from '../adapters/projects/kysely-project-repository';
import { lockProject } from '../adapters/projects/lock-project';
import { scopeOf } from '../adapters/request-scope';
import { auditOf } from '../audit/request-audit';
import { sessionOf } from '../auth/authenticate-request';
import { demandPermission } from '../auth/route-access';
import { requestServices } from '../composition/request-services';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { circulateOnServer } from '../projects/circulate-on-server';
import { projectListReply, projectListReplySchema } from '../projects/project-list-replies';
import { localeOf } from '../projects/request-locale';
import { saveProjectOnServer } from '../projects/save-project-on-server';
import { sendExportedFile } from '../spreadsheets/spreadsheet-file';

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

/** Sproject (§7): list, detail, create or update, delete, and circulation — each on the domain's rules. */
export function registerSprojectRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps;
  const inTransaction = <T>(
    request: FastifyRequest,
    work: (
      services: ReturnType<typeof requestServices>,
      scope: Awaited<ReturnType<typeof scopeOf>>,
    ) => Promise<T>,
  ) =>
    db.transaction().execute(async (trx) => {
      const scope = await scopeOf(trx, sessionOf(request));
      return work(requestServices(trx, scope, deps.config.clock), scope);
    });

  app.get(
    `${BASE}/GetPaged`,
    {
      config: { access: 'project.query' },
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
    `${BASE}/Export`,
    {
      config: { access: 'project.export' },
      schema: {
        tags: ['Sproject'],
        description: `The projects GetPaged's Filter and Sorting select, as XLSX or CSV (UTF-8 with a byte order mark), at most ${PROJECT_EXPORT_MAX_ROWS}; every cell is text, none runs as a formula.`,
        querystring: projectExportQuerySchema,
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(db, sessionOf(request));
      return sendExportedFile(reply, await new KyselyProjectRepository(db, scope).export(request.query));
    },
  );

  app.get(
    `${BASE}/GetSprojectDetail`,
    {
      config: { access: 'project.get' },
      schema: { tags: ['Sproject'], querystring: idQuery, response: { 200: abp(projectSchema) } },
    },
    async (request) => {
      const scope = await scopeOf(db, sessionOf(request));
      return ok(await requestServices(db, scope, deps.config.clock).projects.getDetail(request.query.id));
    },
  );

  app.post(
    `${BASE}/CreateOrUpdate`,
    {
      config: { access: ['project.add', 'project.edit'] },
      schema: { tags: ['Sproject'], body: saveBody, response: { 200: abp(projectSchema) } },
    },
    async (request) => {
      demandPermission(request, request.body.id ? 'project.edit' : 'project.add');
      return ok(
        await inTransaction(request, async (services, scope) => {
          // An update decides on the stored project (decideProjectUpdate): hold it still meanwhile.
          if (request.body.id) await lockProject(services.db, scope.tenantId, request.body.id);
          return saveProjectOnServer(services, scope, request.body);
        }),
      );
    },
  );

  app.delete(
    `${BASE}/Delete`,
    {
      config: { access: 'project.delete' },
      schema: { tags: ['Sproject'], querystring: idQuery, response: { 200: abp(z.null()) } },
    },
    async (request) => {
      await inTransaction(request, async (services, scope) => {
        const project = await services.projects.getDetail(request.query.id);
        if (!mayDeleteProject(scope, project)) {
          throw new NotPermittedError(refusal('projectDeleterOnly'));
        }
        await services.projects.delete(project.id);
        await services.workflow.end(project.id, 'terminated', 'deleted');
      });
      return ok(null);
    },
  );

  app.post(
    `${BASE}/CirculationProjectFlowById`,
    {
      config: { access: 'flow.edit' },
      schema: {
        tags: ['Sproject'],
        body: circulationRequestSchema,
        response: { 200: abp(circulationReplySchema) },
      },
    },
    async (request) => {
      const reply = await inTransaction(request, async (services, scope) => {
        await lockProject(services.db, scope.tenantId, request.body.projectId);
        return circulateOnServer(services, scope, request.body, localeOf(request), deps.config.clock);
      });
      // A refusal answered as a result (§4 code "3") moved nothing: no audit row (ADR 0012).
      if (reply.code !== FlowResultCode.Success) auditOf(request).nothingChanged();
      return ok(reply);
    },
  );
}
