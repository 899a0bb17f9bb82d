import { flowRecordSchema, pagedQuerySchema, pagedSchema, TABLE_DEFAULT_PAGE_SIZE } from '@tender/domain';
import { z } from 'zod';
import { KyselyFlowRecordStore } from '../adapters/flow-records/kysely-flow-record-store';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { saveFlowRecord, saveFlowRecordBody } from '../flow-records/save-flow-record';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/middleware/fusion_time_node';

const pageQuery = pagedQuerySchema.extend({
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(TABLE_DEFAULT_PAGE_SIZE),
});

/** Flow records on the middleware (§7 fusion_time_node): list, and create or correct one. */
export function registerFusionTimeNodeRoutes(app: ZodApp, { db }: AppDeps): void {
  app.get(
    `${BASE}/GetPaged`,
    {
      config: { access: 'flow.query' },
      schema: {
        tags: ['Middleware'],
        querystring: pageQuery,
        response: { 200: abp(pagedSchema(flowRecordSchema)) },
      },
    },
    async (request) =>
      ok(await new KyselyFlowRecordStore(db, sessionOf(request).tenantId).page(request.query)),
  );

  app.post(
    `${BASE}/CreateOrUpdate`,
    {
      config: { access: 'flow.edit' },
      schema: { tags: ['Middleware'], body: saveFlowRecordBody, response: { 200: abp(flowRecordSchema) } },
    },
    async (request) =>
      ok(
        await db.transaction().execute(async (trx) => {
          const scope = await scopeOf(trx, sessionOf(request));
          return saveFlowRecord(trx, scope, request.body);
        }),
      ),
  );
}
