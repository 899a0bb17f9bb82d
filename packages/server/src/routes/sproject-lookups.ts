import {
  decideProjectUpdate,
  flowRecordSchema,
  furthestReachedNode,
  NotFoundError,
  pagedQuerySchema,
  projectInputSchema,
  projectSchema,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import { type RequestScope, scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { demandPermission } from '../auth/route-access';
import { type RequestServices, requestServices } from '../composition/request-services';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { saveProjectOnServer } from '../projects/save-project-on-server';
import { businessDate } from '../time/business-time-zone';

const BASE = '/api/services/app/Sproject';

const idQuery = z.object({ id: z.coerce.number().int().positive() });
const projectIdQuery = z.object({ projectId: z.coerce.number().int().positive() });
const countQuery = pagedQuerySchema.pick({ Filter: true });
const countReply = z.object({
  totalCount: z.number().int(),
  items: z.array(z.object({ state: z.number().int(), count: z.number().int() })),
});
/** The project as the edit form holds it: the editable fields, and whether a save would be allowed. */
const editableProject = projectInputSchema.extend({ id: z.number().int().positive() });
const forEditReply = z.object({
  project: editableProject,
  mayEdit: z.boolean(),
  /** Why not, as decideProjectUpdate's stable code (read-only-state, awaiting-audit, blocked …). */
  reason: z.string().nullable(),
});
/**
 * CreateOrUpdateInfo's body: the basic information only. Files, bid packages and status are kept as
 * stored; a field left out is unchanged (isTenderByLaw included, unlike CreateOrUpdate's default).
 */
const infoBody = projectInputSchema
  .omit({ eHonors: true, sGroupList: true, mode: true })
  .extend({ isTenderByLaw: z.boolean().optional() });

/** The number format of GetProjectNum, as the demo data uses it: `ZB<tenant>-<year>-<sequence of 4+>`. */
function projectNumPrefix(tenantId: number, year: number): string {
  return `ZB${tenantId}-${year}-`;
}

/**
 * The Sproject calls the client declares but never used (§7): number, counts, project with or without
 * children, basic-info save, edit form, and flow records — each tenant-isolated like the rest.
 */
export function registerSprojectLookupRoutes(app: ZodApp, deps: AppDeps): void {
  const { db, config } = deps;
  const read = async (request: FastifyRequest): Promise<RequestServices> =>
    requestServices(db, await scopeOf(db, sessionOf(request)), config.clock);
  const inTransaction = <T>(
    request: FastifyRequest,
    work: (services: RequestServices, scope: RequestScope) => Promise<T>,
  ) =>
    db.transaction().execute(async (trx) => {
      const scope = await scopeOf(trx, sessionOf(request));
      return work(requestServices(trx, scope, config.clock), scope);
    });

  app.get(
    `${BASE}/GetProjectNum`,
    {
      config: { access: 'project.query' },
      schema: { tags: ['Sproject'], response: { 200: abp(z.string()) } },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const prefix = projectNumPrefix(tenantId, businessDate(config.clock()).year);
      // Not reserved: a concurrent save of the same number is refused by CreateOrUpdate (409), and the
      // form asks again.
      const last = await new KyselyProjectLookups(db, tenantId).lastNumberOf(prefix);
      return ok(`${prefix}${String(last + 1).padStart(4, '0')}`);
    },
  );

  app.get(
    `${BASE}/GetCount`,
    {
      config: { access: 'project.query' },
      schema: { tags: ['Sproject'], querystring: countQuery, response: { 200: abp(countReply) } },
    },
    async (request) => {
      const rows = await new KyselyProjectLookups(db, sessionOf(request).tenantId).countByState(
        request.query.Filter,
      );
      const totalCount = rows.reduce((sum, row) => sum + row.count, 0);
      return ok({ totalCount, items: rows });
    },
  );

  app.get(
    `${BASE}/GetById`,
    {
      config: { access: 'project.get' },
      schema: { tags: ['Sproject'], querystring: idQuery, response: { 200: abp(projectSchema) } },
    },
    async (request) => {
      const { id } = request.query;
      // The list query reads the project row alone: no files, packages or notices.
      const services = await read(request);
      const page = await services.projects.getPaged({ Filter: `id=${id}`, MaxResultCount: 1 });
      const [project] = page.items;
      if (!project) throw new NotFoundError('Project', id);
      // Unlike a list row, a project read by id names the template version of its flow (ADR 0013).
      const flowTemplateVersion = await services.projects.templateVersionOf(project.flowInstanceId);
      return ok({ ...project, flowTemplateVersion });
    },
  );

  app.get(
    `${BASE}/GetByIdAll`,
    {
      config: { access: 'project.get' },
      schema: { tags: ['Sproject'], querystring: idQuery, response: { 200: abp(projectSchema) } },
    },
    async (request) => ok(await (await read(request)).projects.getDetail(request.query.id)),
  );

  app.get(
    `${BASE}/GetForEdit`,
    {
      config: { access: 'project.get' },
      schema: { tags: ['Sproject'], querystring: idQuery, response: { 200: abp(forEditReply) } },
    },
    async (request) => {
      const scope = await scopeOf(db, sessionOf(request));
      const services = requestServices(db, scope, config.clock);
      const { project, nodes } = await services.getProject.execute(request.query.id);
      const current = furthestReachedNode(nodes, project);
      const blockers = current ? await services.checks.execute(project, current) : [];
      // An unchanged status is a plain edit: the very decision CreateOrUpdate would take on save.
      const decision = decideProjectUpdate(
        project,
        {},
        { roleNames: scope.roleNames, userId: scope.userId, nodes, blockers },
      );
      return ok({ project, mayEdit: decision.allowed, reason: decision.allowed ? null : decision.reason });
    },
  );

  app.post(
    `${BASE}/CreateOrUpdateInfo`,
    {
      config: { access: ['project.add', 'project.edit'] },
      schema: { tags: ['Sproject'], body: infoBody, response: { 200: abp(projectSchema) } },
    },
    async (request) => {
      demandPermission(request, request.body.id === undefined ? 'project.add' : 'project.edit');
      return ok(
        await inTransaction(request, async (services, scope) => {
          const { id } = request.body;
          if (id === undefined) return saveProjectOnServer(services, scope, request.body);
          const before = await services.projects.getDetail(id);
          return saveProjectOnServer(services, scope, {
            ...editableOf(before),
            ...withoutUndefined(request.body),
          });
        }),
      );
    },
  );

  app.get(
    `${BASE}/GetFlowRecordListByProjectId`,
    {
      config: { access: 'flow.query' },
      schema: {
        tags: ['Sproject'],
        querystring: projectIdQuery,
        response: { 200: abp(z.array(flowRecordSchema)) },
      },
    },
    async (request) => {
      const services = await read(request);
      const { projectId } = request.query;
      await services.projects.getDetail(projectId); // another tenant's or a deleted project: 404
      const records = await services.flowRecords.listByProject(projectId);
      return ok(records.reverse()); // stored oldest first; the list shows the newest first
    },
  );
}

/** The stored project's editable fields, as CreateOrUpdate takes them. */
function editableOf(project: z.output<typeof projectSchema>) {
  return editableProject.parse(project);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
