import { isTenantAvailableSchema, TenantAvailabilityState, tenantAvailabilitySchema } from '@tender/domain';
import { KyselyTenantStore } from '../adapters/identity/kysely-tenant-store';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

/**
 * POST /api/services/app/Account/IsTenantAvailable (ABP): a tenant by its tenancy name, any letter case,
 * before login. Anonymous; it tells no more than the login page of a tenant would (its id and whether
 * it is active).
 */
export function registerAccountRoutes(app: ZodApp, { db }: AppDeps): void {
  app.post(
    '/api/services/app/Account/IsTenantAvailable',
    {
      // A lookup that posts its name: it changes nothing, so it writes no audit row (ADR 0012).
      config: { access: 'anonymous', audit: false },
      schema: {
        tags: ['Account'],
        body: isTenantAvailableSchema,
        response: { 200: abp(tenantAvailabilitySchema) },
      },
    },
    async (request) => {
      const tenant = await new KyselyTenantStore(db).byTenancyName(request.body.tenancyName);
      if (!tenant) return ok({ state: TenantAvailabilityState.NotFound, tenantId: null });
      if (!tenant.isActive) return ok({ state: TenantAvailabilityState.InActive, tenantId: null });
      return ok({ state: TenantAvailabilityState.Available, tenantId: tenant.id });
    },
  );
}
