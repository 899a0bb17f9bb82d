import { z } from 'zod';
import { KyselyWorkflowDirectory } from '../../adapters/workflow/kysely-workflow-directory';
import { abp, ok } from '../../http/envelope';
import type { ZodApp } from '../../http/zod-app';
import { MISSING, required, requiredParameter, requiredUserName } from '../../workflow/missing-parameter';
import { assertMayActFor, assertMayInsertTenant, assertMayJoinGroup } from '../../workflow/workflow-caller';
import { wfTenantSchema, wfUserSchema } from '../../workflow/workflow-schemas';
import { BASE, post, TAGS, type WorkflowRouteKit } from './workflow-route-kit';

const optionalText = (max: number) => z.string().trim().max(max).nullish();
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
 * The engine's users, tenants and their bindings (§7 user/…, tenant/…). Registration after login: users
 * register and bind themselves; an Admin may do it for anyone (workflow-caller.ts).
 */
export function registerDirectoryRoutes(app: ZodApp, { write, directory }: WorkflowRouteKit): void {
  app.get(
    `${BASE}/user/get`,
    {
      config: { access: 'signed-in' },
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
    {
      ...post,
      config: { access: 'signed-in', audit: { idKey: 'userName' } },
      schema: { tags: TAGS, body: userInsertBody, response: { 200: abp(wfUserSchema) } },
    },
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
      config: { access: 'flow.query' },
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
    {
      config: { access: 'signed-in' },
      schema: { tags: TAGS, response: { 200: abp(z.array(wfTenantSchema)) } },
    },
    async (request) => ok(await (await directory(request)).listTenants()),
  );

  app.post(
    `${BASE}/tenant/insert`,
    {
      config: { access: 'signed-in' },
      ...post,
      schema: { tags: TAGS, body: tenantInsertBody, response: { 200: abp(wfTenantSchema) } },
    },
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
    {
      ...post,
      config: { access: 'signed-in', audit: { idKey: 'userName' } },
      schema: { tags: TAGS, body: tenantBindBody, response: { 200: abp(tenantBindBody) } },
    },
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
    {
      ...post,
      config: { access: 'signed-in', audit: { idKey: 'userName' } },
      schema: { tags: TAGS, body: groupBindBody, response: { 200: abp(groupBindBody) } },
    },
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
}
