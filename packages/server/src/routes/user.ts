import {
  changePasswordSchema,
  createUserSchema,
  pagedSchema,
  resetPasswordSchema,
  staffListSchema,
  updateUserSchema,
  userListQuerySchema,
  userSchema,
  userStateChangeSchema,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { KyselyUserStore } from '../adapters/identity/kysely-user-store';
import { sessionOf } from '../auth/authenticate-request';
import type { Database } from '../db/schema';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { UserAdministration } from '../users/user-administration';

const BASE = '/api/services/app/User';
const TAGS = ['User'];
const idQuery = z.object({ id: z.coerce.number().int().positive() });

/**
 * User (administration of staff; Admin only but ChangePassword and the active staff a project's form picks from): list with search and paging, one user,
 * create with a temporary password, update, deactivate and reactivate, reset a password — and anyone's
 * change of their own password, the one call a temporary password still allows (ADR 0014).
 */
export function registerUserRoutes(app: ZodApp, deps: AppDeps): void {
  const { db, config } = deps;
  /** One change in one transaction; the sessions this process keeps for the tenant are dropped after it. */
  const change = async <T>(
    request: FastifyRequest,
    work: (users: UserAdministration) => Promise<T>,
  ): Promise<T> => {
    const { tenantId } = sessionOf(request);
    const result = await db
      .transaction()
      .execute((trx: Kysely<Database>) => work(new UserAdministration(trx, tenantId, config.clock)));
    // The database tells every process (migration 0009); this one forgets at once.
    deps.caches.sessions.changed(tenantId);
    return result;
  };

  app.get(
    `${BASE}/GetPaged`,
    {
      config: { access: 'user.query' },
      schema: {
        tags: TAGS,
        querystring: userListQuerySchema,
        response: { 200: abp(pagedSchema(userSchema)) },
      },
    },
    async (request) => ok(await new KyselyUserStore(db, sessionOf(request).tenantId).page(request.query)),
  );

  // Not administration: whoever creates or edits a project picks its manager among the staff (§3).
  app.get(
    `${BASE}/GetActiveStaff`,
    {
      config: { access: ['project.add', 'project.edit'] },
      schema: { tags: TAGS, response: { 200: abp(staffListSchema) } },
    },
    async (request) => ok(await new KyselyUserStore(db, sessionOf(request).tenantId).activeStaff()),
  );

  app.get(
    `${BASE}/Get`,
    {
      config: { access: 'user.get' },
      schema: { tags: TAGS, querystring: idQuery, response: { 200: abp(userSchema) } },
    },
    async (request) =>
      ok(await new UserAdministration(db, sessionOf(request).tenantId, config.clock).get(request.query.id)),
  );

  app.post(
    `${BASE}/Create`,
    {
      config: { access: 'user.add' },
      schema: { tags: TAGS, body: createUserSchema, response: { 200: abp(userSchema) } },
    },
    async (request) => ok(await change(request, (users) => users.create(request.body))),
  );

  app.post(
    `${BASE}/Update`,
    {
      config: { access: 'user.edit' },
      schema: { tags: TAGS, body: updateUserSchema, response: { 200: abp(userSchema) } },
    },
    async (request) => ok(await change(request, (users) => users.update(request.body))),
  );

  app.post(
    `${BASE}/Deactivate`,
    {
      config: { access: 'user.disable' },
      schema: { tags: TAGS, body: userStateChangeSchema, response: { 200: abp(userSchema) } },
    },
    async (request) =>
      ok(await change(request, (users) => users.setActive(request.body.id, false, request.body.version))),
  );

  app.post(
    `${BASE}/Activate`,
    {
      config: { access: 'user.enable' },
      schema: { tags: TAGS, body: userStateChangeSchema, response: { 200: abp(userSchema) } },
    },
    async (request) =>
      ok(await change(request, (users) => users.setActive(request.body.id, true, request.body.version))),
  );

  app.post(
    `${BASE}/ResetPassword`,
    {
      config: { access: 'user.edit' },
      schema: { tags: TAGS, body: resetPasswordSchema, response: { 200: abp(userSchema) } },
    },
    async (request) => {
      const { id, newPassword, version } = request.body;
      return ok(await change(request, (users) => users.resetPassword(id, newPassword, version)));
    },
  );

  app.post(
    `${BASE}/ChangePassword`,
    {
      config: { access: 'signed-in', whileCredentialsMustChange: true },
      schema: { tags: TAGS, body: changePasswordSchema, response: { 200: abp(z.null()) } },
    },
    async (request) => {
      const { userId, userName, tokenId } = sessionOf(request);
      const { currentPassword, newPassword } = request.body;
      await change(request, (users) =>
        users.changeOwnPassword({ userId, userName, tokenId }, currentPassword, newPassword),
      );
      return ok(null);
    },
  );
}
