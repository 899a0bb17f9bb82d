import { pagedQuerySchema, pagedSchema, TABLE_DEFAULT_PAGE_SIZE } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageRecords } from '../adapters/records/page-records';
import { type RequestScope, scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import {
  createRecordBody,
  recordTypeSchema,
  updateRecordBody,
  type WireRecord,
  wireRecordSchema,
} from '../records/record-schemas';
import { createRecord, deleteRecord, updateRecord } from '../records/write-records';

const BASE = '/middleware/record';

const pageQuery = pagedQuerySchema.extend({
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(TABLE_DEFAULT_PAGE_SIZE),
});
const deleteQuery = z.object({ type: recordTypeSchema, id: z.coerce.number().int().positive() });
const recordPage = pagedSchema(wireRecordSchema);

/**
 * The middleware's type-tagged records (§3, §7): objection, signUp, qualificationPurchase,
 * qualificationResult, signIn. Reading needs a signed-in user of the tenant; a write needs a live,
 * writable project of the tenant (writable-project.ts) and is one transaction.
 */
export function registerMiddlewareRecordRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const inTransaction = <T>(
    request: FastifyRequest,
    work: (trx: typeof db, scope: RequestScope) => Promise<T>,
  ) => db.transaction().execute(async (trx) => work(trx, await scopeOf(trx, sessionOf(request))));

  app.get(
    `${BASE}/getPaged`,
    {
      config: { access: 'record.query' },
      schema: { tags: ['Middleware'], querystring: pageQuery, response: { 200: abp(recordPage) } },
    },
    async (request) => {
      const page = await pageRecords(db, sessionOf(request).tenantId, request.query);
      // The rows were validated by recordSchemas when written; the response schema checks them again.
      return ok(page as { totalCount: number; items: WireRecord[] });
    },
  );

  app.post(
    `${BASE}/create`,
    {
      config: { access: 'record.add' },
      schema: { tags: ['Middleware'], body: createRecordBody, response: { 200: abp(wireRecordSchema) } },
    },
    async (request) =>
      ok(
        await inTransaction(request, (trx, scope) => createRecord(trx, scope, request.body, config.clock())),
      ),
  );

  app.post(
    `${BASE}/update`,
    {
      config: { access: 'record.edit' },
      schema: { tags: ['Middleware'], body: updateRecordBody, response: { 200: abp(wireRecordSchema) } },
    },
    async (request) =>
      ok(
        await inTransaction(request, (trx, scope) => updateRecord(trx, scope, request.body, config.clock())),
      ),
  );

  app.delete(
    `${BASE}/delete`,
    {
      config: { access: 'record.delete' },
      schema: { tags: ['Middleware'], querystring: deleteQuery, response: { 200: abp(z.null()) } },
    },
    async (request) => {
      const { type, id } = request.query;
      await inTransaction(request, (trx, scope) => deleteRecord(trx, scope, type, id));
      return ok(null);
    },
  );
}
