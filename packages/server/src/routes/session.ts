import { companySchema, NotFoundError, sessionInfoSchema } from '@tender/domain';
import { z } from 'zod';
import { KyselyCompanyStore } from '../adapters/identity/kysely-company-store';
import { KyselyTenantStore } from '../adapters/identity/kysely-tenant-store';
import { KyselyUserStore } from '../adapters/identity/kysely-user-store';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

/** Session/GetCurrentLoginInformations and AbpCompany/GetById (§7 authentication and session). */
export function registerSessionRoutes(app: ZodApp, { db }: AppDeps): void {
  app.get(
    '/api/services/app/Session/GetCurrentLoginInformations',
    {
      // Also with a temporary password: the client reads mustChangeCredentials here (ADR 0014).
      config: { access: 'signed-in', whileCredentialsMustChange: true },
      schema: { tags: ['Session'], response: { 200: abp(sessionInfoSchema) } },
    },
    async (request) => {
      const { userId, tenantId, grantedPermissions } = sessionOf(request);
      const users = new KyselyUserStore(db, tenantId);
      const user = await users.profile(userId);
      const tenant = await new KyselyTenantStore(db).byId(tenantId);
      // The permissions the server enforces on this very token (§6 action list).
      return ok({
        user,
        tenant,
        roleNames: await users.roleNamesOf(userId),
        grantedPermissions: [...grantedPermissions],
      });
    },
  );

  app.get(
    '/api/services/app/AbpCompany/GetById',
    {
      // The shell shows every user their company (§3 session info: "Company, fetched by companyId"),
      // with the session — also while a temporary password must first be changed (ADR 0014).
      config: { access: 'signed-in', whileCredentialsMustChange: true },
      schema: {
        tags: ['AbpCompany'],
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: abp(companySchema) },
      },
    },
    async (request) => {
      const company = await new KyselyCompanyStore(db, sessionOf(request).tenantId).findById(
        request.query.id,
      );
      if (!company) throw new NotFoundError('Company', request.query.id);
      return ok(company);
    },
  );
}
