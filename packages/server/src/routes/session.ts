import { companySchema, NotFoundError, sessionInfoSchema } from '@tender/domain';
import { z } from 'zod';
import { sessionOf } from '../auth/authenticate-request';
import { roleNamesOf } from '../auth/user-store';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

/** Session/GetCurrentLoginInformations and AbpCompany/GetById (§7 authentication and session). */
export function registerSessionRoutes(app: ZodApp, { db }: AppDeps): void {
  app.get(
    '/api/services/app/Session/GetCurrentLoginInformations',
    { schema: { tags: ['Session'], response: { 200: abp(sessionInfoSchema) } } },
    async (request) => {
      const { userId, tenantId } = sessionOf(request);
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'userName', 'emailAddress', 'companyId'])
        .where('tenantId', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const tenant = await db
        .selectFrom('tenants')
        .select(['id', 'tenancyName', 'name'])
        .where('id', '=', tenantId)
        .executeTakeFirstOrThrow();
      return ok({ user, tenant, roleNames: await roleNamesOf(db, tenantId, userId) });
    },
  );

  app.get(
    '/api/services/app/AbpCompany/GetById',
    {
      schema: {
        tags: ['AbpCompany'],
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: abp(companySchema) },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const company = await db
        .selectFrom('companies')
        .select(['id', 'name', 'code', 'address', 'phone'])
        .where('tenantId', '=', tenantId)
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!company) throw new NotFoundError('Company', request.query.id);
      return ok(company);
    },
  );
}
