import {
  companyInputSchema,
  companyListQuerySchema,
  companySchema,
  companyUpdateSchema,
  NotFoundError,
  pagedSchema,
} from '@tender/domain';
import { KyselyCompanyStore } from '../adapters/identity/kysely-company-store';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/api/services/app/AbpCompany';
const TAGS = ['AbpCompany'];

/**
 * The administration of companies (§3; Admin only): list with a word and paging, create, edit. The one
 * company every user's header reads, AbpCompany/GetById (§7), stays in session.ts, open to all.
 */
export function registerAbpCompanyRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const companies = (tenantId: number, handle = db) => new KyselyCompanyStore(handle, tenantId);

  app.get(
    `${BASE}/GetPaged`,
    {
      config: { access: 'company.query' },
      schema: {
        tags: TAGS,
        querystring: companyListQuerySchema,
        response: { 200: abp(pagedSchema(companySchema)) },
      },
    },
    async (request) => ok(await companies(sessionOf(request).tenantId).page(request.query)),
  );

  app.post(
    `${BASE}/Create`,
    {
      config: { access: 'company.add' },
      schema: { tags: TAGS, body: companyInputSchema, response: { 200: abp(companySchema) } },
    },
    async (request) => ok(await companies(sessionOf(request).tenantId).insert(request.body, config.clock())),
  );

  app.post(
    `${BASE}/Update`,
    {
      config: { access: 'company.edit' },
      schema: { tags: TAGS, body: companyUpdateSchema, response: { 200: abp(companySchema) } },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      const updated = await companies(sessionOf(request).tenantId).update(id, fields);
      if (!updated) throw new NotFoundError('Company', id);
      return ok(updated);
    },
  );
}
