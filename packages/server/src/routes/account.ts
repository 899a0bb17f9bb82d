import { isTenantAvailableSchema, TenantAvailabilityState, tenantAvailabilitySchema } from '@tender/domain';
import { sql } from 'kysely';
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
      schema: {
        tags: ['Account'],
        body: isTenantAvailableSchema,
        response: { 200: abp(tenantAvailabilitySchema) },
      },
    },
    async (request) => {
      const key = request.body.tenancyName.toLowerCase();
      // tenancy_name is unique as written; should two differ only in case, the older one answers.
      const tenant = await db
        .selectFrom('tenants')
        .select(['id', 'isActive'])
        .where(sql`lower(tenancy_name)`, '=', key)
        .orderBy('id')
        .executeTakeFirst();
      if (!tenant) return ok({ state: TenantAvailabilityState.NotFound, tenantId: null });
      if (!tenant.isActive) return ok({ state: TenantAvailabilityState.InActive, tenantId: null });
      return ok({ state: TenantAvailabilityState.Available, tenantId: tenant.id });
    },
  );
}
