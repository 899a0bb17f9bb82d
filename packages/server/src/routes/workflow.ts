import { ConflictError, NotFoundError, projectReadOnlyReason, ValidationError } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sessionOf } from '../auth/authenticate-request';
import type { Database } from '../db/schema';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { localeOf } from '../projects/request-locale';
import { circulateTask } from '../workflow/circulate-task';
import {
  MISSING,
  requireBody,
  required,
  requiredParameter,
  requiredUserName,
} from '../workflow/missing-parameter';
import { ProcessEngine } from '../workflow/process-engine';
import { ProcessQueries } from '../workflow/process-queries';
import {
  assertMayActFor,
  assertMayInsertTenant,
  assertMayJoinGroup,
  type WorkflowCaller,
  workflowCallerOf,
} from '../workflow/workflow-caller';
import { KyselyWorkflowDirectory } from '../workflow/workflow-directory';
import {
  circulationResultSchema,
  processInstanceSchema,
  progressSchema,
  taskCandidatesSchema,
  taskSchema,
  variableSchema,
  wfTenantSchema,
  wfUserSchema,
} from '../workflow/workflow-schemas';

const BASE = '/workflow';
const TAGS = ['Workflow'];
/** §9: the client reads process progress in one page of 1000. */
const PROGRESS_PAGE_SIZE = 1000;

const form = z.record(z.string(), z.unknown()).optional();
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const businessKeyQuery = z.object({ businessKey: requiredParameter() });
const instanceQuery = z.object({ processInstanceId: requiredParameter() });
const progressQuery = z.object({
  processInstanceId: z.string().trim().max(200).optional(),
  businessKey: z.string().trim().max(200).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PROGRESS_PAGE_SIZE).default(PROGRESS_PAGE_SIZE),
});
const startBody = z.object({ key: requiredParameter(), businessKey: requiredParameter(), form });
const circulateBody = z.object({ taskId: requiredParameter(), form });
const claimBody = z.object({ taskId: requiredParameter(), userName: requiredUserName() });
const userInsertBody = z.object({
  userName: requiredUserName(),
  displayName: optionalText(100),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalText(256),
});
const tenantInsertBody = z.object({ id: requiredParameter(), name: required(MISSING.data, 100) });
const tenantBindBody = z.object({ userName: requiredUserName(), tenantId: requiredParameter() });
const groupBindBody = z.object({ userName: requiredUserName(), groupId: requiredParameter() });

/**
 * The workflow engine service (§7, issue 3) under `/workflow`: processes of projects, their tasks and
 * history, and the engine's users and tenants. Every row belongs to the caller's API tenant; another
 * tenant's id answers 404. Missing input answers 400 "parameter missing" / "missing user name" /
 * "data missing" naming the field (§8).
 */
export function registerWorkflowRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps;
  const caller = (request: FastifyRequest, handle: Kysely<Database> = db) =>
    workflowCallerOf(handle, sessionOf(request));
  /** Every write is one transaction, with the caller read inside it. */
  const write = <T>(
    request: FastifyRequest,
    work: (trx: Kysely<Database>, who: WorkflowCaller) => Promise<T>,
  ) => db.transaction().execute(async (trx) => work(trx, await caller(request, trx)));
  const queries = async (request: FastifyRequest) =>
    new ProcessQueries(db, (await caller(request)).scope.tenantId);
  const directory = async (request: FastifyRequest) =>
    new KyselyWorkflowDirectory(db, (await caller(request)).scope.tenantId);
  const post = { preValidation: requireBody };

  app.post(
    `${BASE}/process/start`,
    { ...post, schema: { tags: TAGS, body: startBody, response: { 200: abp(processInstanceSchema) } } },
    async (request) =>
      ok(
        await write(request, async (trx, who) => {
          const { key, businessKey } = request.body;
          const project = await projectOf(trx, who.scope.tenantId, businessKey);
          if (project.biddingMethod !== key) {
            throw new ValidationError([
              { field: 'key', message: `is not the project's bidding method (${project.biddingMethod})` },
            ]);
          }
          if (projectReadOnlyReason(project)) throw new ConflictError(`Project ${project.id} is not running`);
          return new ProcessEngine(trx, who.scope).start(project, request.body.form ?? {});
        }),
      ),
  );

  app.post(
    `${BASE}/process/circulate`,
    {
      ...post,
      schema: { tags: TAGS, body: circulateBody, response: { 200: abp(circulationResultSchema) } },
    },
    async (request) =>
      ok(await write(request, (trx, who) => circulateTask(trx, who, request.body, localeOf(request)))),
  );

  app.get(
    `${BASE}/process/getInstanceByBusinessKeyLike`,
    {
      schema: {
        tags: TAGS,
        querystring: businessKeyQuery,
        response: { 200: abp(z.array(processInstanceSchema)) },
      },
    },
    async (request) =>
      ok(await (await queries(request)).instancesByBusinessKeyLike(request.query.businessKey)),
  );

  app.post(
    `${BASE}/task/claim`,
    { ...post, schema: { tags: TAGS, body: claimBody, response: { 200: abp(taskSchema) } } },
    async (request) =>
      ok(
        await write(request, (trx, who) => {
          assertMayActFor(who, request.body.userName);
          return new ProcessEngine(trx, who.scope).claim(request.body.taskId, request.body.userName);
        }),
      ),
  );

  app.get(
    `${BASE}/task/taskCandidateUser/businessKey`,
    { schema: { tags: TAGS, querystring: businessKeyQuery, response: { 200: abp(taskCandidatesSchema) } } },
    async (request) => {
      const task = await (await queries(request)).openTaskByBusinessKey(request.query.businessKey);
      return ok({
        taskId: task.id,
        taskName: task.name,
        nodeId: task.nodeId,
        candidateGroups: task.candidateGroups,
        candidateUsers: await (await directory(request)).candidatesOf(task),
      });
    },
  );

  app.get(
    `${BASE}/task/getTasksByProcessInstanceId`,
    { schema: { tags: TAGS, querystring: instanceQuery, response: { 200: abp(z.array(taskSchema)) } } },
    async (request) => ok(await (await queries(request)).tasksOf(request.query.processInstanceId)),
  );

  app.get(
    `${BASE}/user/get`,
    {
      schema: {
        tags: TAGS,
        querystring: z.object({ userName: requiredUserName() }),
        response: { 200: abp(wfUserSchema) },
      },
    },
    async (request) => ok(await (await directory(request)).getUser(request.query.userName)),
  );

  app.post(
    `${BASE}/user/insert`,
    { ...post, schema: { tags: TAGS, body: userInsertBody, response: { 200: abp(wfUserSchema) } } },
    async (request) =>
      ok(
        await write(request, (trx, who) => {
          assertMayActFor(who, request.body.userName);
          return new KyselyWorkflowDirectory(trx, who.scope.tenantId).insertUser(request.body);
        }),
      ),
  );

  app.get(
    `${BASE}/tenant/user/getList`,
    {
      schema: {
        tags: TAGS,
        querystring: z.object({ tenantId: requiredParameter() }),
        response: { 200: abp(z.array(wfUserSchema)) },
      },
    },
    async (request) => ok(await (await directory(request)).usersOfTenant(request.query.tenantId)),
  );

  app.get(
    `${BASE}/tenant/getList`,
    { schema: { tags: TAGS, response: { 200: abp(z.array(wfTenantSchema)) } } },
    async (request) => ok(await (await directory(request)).listTenants()),
  );

  app.post(
    `${BASE}/tenant/insert`,
    { ...post, schema: { tags: TAGS, body: tenantInsertBody, response: { 200: abp(wfTenantSchema) } } },
    async (request) =>
      ok(
        await write(request, (trx, who) => {
          assertMayInsertTenant(who, request.body.id);
          return new KyselyWorkflowDirectory(trx, who.scope.tenantId).insertTenant(request.body);
        }),
      ),
  );

  app.post(
    `${BASE}/user/tenant/bind`,
    { ...post, schema: { tags: TAGS, body: tenantBindBody, response: { 200: abp(tenantBindBody) } } },
    async (request) =>
      ok(
        await write(request, async (trx, who) => {
          const { userName, tenantId } = request.body;
          assertMayActFor(who, userName);
          await new KyselyWorkflowDirectory(trx, who.scope.tenantId).bindTenant(userName, tenantId);
          return { userName, tenantId };
        }),
      ),
  );

  app.post(
    `${BASE}/user/group/bind`,
    { ...post, schema: { tags: TAGS, body: groupBindBody, response: { 200: abp(groupBindBody) } } },
    async (request) =>
      ok(
        await write(request, async (trx, who) => {
          const { userName, groupId } = request.body;
          assertMayJoinGroup(who, userName, groupId);
          await new KyselyWorkflowDirectory(trx, who.scope.tenantId).bindGroup(userName, groupId);
          return { userName, groupId };
        }),
      ),
  );

  app.get(
    `${BASE}/history/getVariableHistory`,
    { schema: { tags: TAGS, querystring: instanceQuery, response: { 200: abp(z.array(variableSchema)) } } },
    async (request) => ok(await (await queries(request)).variableHistory(request.query.processInstanceId)),
  );

  app.get(
    `${BASE}/history/getProcessProgress`,
    { schema: { tags: TAGS, querystring: progressQuery, response: { 200: abp(progressSchema) } } },
    async (request) => {
      const { processInstanceId, businessKey, pageNum, pageSize } = request.query;
      const reads = await queries(request);
      const instance = processInstanceId
        ? await reads.instance(processInstanceId)
        : businessKey
          ? await reads.instanceByBusinessKey(businessKey)
          : missingInstance();
      return ok(await reads.progress(instance, pageNum, pageSize));
    },
  );
}

/** getProcessProgress names its process by id or by business key: neither is "parameter missing". */
function missingInstance(): never {
  throw new ValidationError([{ field: 'processInstanceId', message: MISSING.parameter }]);
}

/** The live project a business key names in the caller's tenant (a process is always a project's). */
async function projectOf(trx: Kysely<Database>, tenantId: number, businessKey: string) {
  const project = /^\d{1,9}$/.test(businessKey)
    ? await trx
        .selectFrom('projects')
        .select(['id', 'biddingMethod', 'flowInstanceId', 'currentNodeId', 'state', 'auditState'])
        .where('tenantId', '=', tenantId)
        .where('id', '=', Number(businessKey))
        .where('isDeleted', '=', false)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!project) throw new NotFoundError('Project', businessKey);
  return project;
}
