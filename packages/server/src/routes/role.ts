import { createRoleSchema, roleSchema, updateRoleSchema } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KyselyRoleStore } from '../adapters/identity/kysely-role-store';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { RoleAdministration } from '../roles/role-administration';

const BASE = '/api/services/app/Role';
const TAGS = ['Role'];
const idQuery = z.object({ id: z.coerce.number().int().positive() });

/**
 * Role (Admin only): the tenant's roles with their action permissions (§6 `area.action`, the domain's
 * PERMISSION_AREAS), create, update (display name and grants; 409 on a stale version), delete (409 with
 * what uses it). The built-in Admin holds every permission and is never deleted or given less.
 */
export function registerRoleRoutes(app: ZodApp, deps: AppDeps): void {
  const { db } = deps;
  const change = async <T>(request: FastifyRequest, work: (roles: RoleAdministration) => Promise<T>) => {
    const { tenantId } = sessionOf(request);
    const result = await db.transaction().execute((trx) => work(new RoleAdministration(trx, tenantId)));
    // A role's grants are in its holders' sessions: the database tells every process (migration 0009),
    // this one forgets at once.
    deps.caches.sessions.changed(tenantId);
    return result;
  };

  app.get(
    `${BASE}/GetAll`,
    { config: { access: 'role.query' }, schema: { tags: TAGS, response: { 200: abp(z.array(roleSchema)) } } },
    async (request) => ok(await new KyselyRoleStore(db, sessionOf(request).tenantId).list()),
  );

  app.get(
    `${BASE}/Get`,
    {
      config: { access: 'role.get' },
      schema: { tags: TAGS, querystring: idQuery, response: { 200: abp(roleSchema) } },
    },
    async (request) =>
      ok(await new RoleAdministration(db, sessionOf(request).tenantId).get(request.query.id)),
  );

  app.post(
    `${BASE}/Create`,
    {
      config: { access: 'role.add' },
      schema: { tags: TAGS, body: createRoleSchema, response: { 200: abp(roleSchema) } },
    },
    async (request) => ok(await change(request, (roles) => roles.create(request.body))),
  );

  app.post(
    `${BASE}/Update`,
    {
      config: { access: 'role.edit' },
      schema: { tags: TAGS, body: updateRoleSchema, response: { 200: abp(roleSchema) } },
    },
    async (request) => ok(await change(request, (roles) => roles.update(request.body))),
  );

  app.delete(
    `${BASE}/Delete`,
    {
      config: { access: 'role.delete' },
      schema: { tags: TAGS, querystring: idQuery, response: { 200: abp(z.null()) } },
    },
    async (request) => {
      await change(request, (roles) => roles.delete(request.query.id));
      return ok(null);
    },
  );
}
